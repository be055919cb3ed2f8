"""The published JSON Schema of the ruling (``engine schema --ruling``), and its version.

The ruling is a contract with the programs that read it: ``SCHEMA_VERSION`` is the
one place its version is set, every ruling carries it as ``schema_version``, and it
changes whenever the shape does (a key removed or renamed, a meaning changed).
Version 2 (was the unversioned shape, call it 1): each paragraph's title and text
are written once, in the ruling's ``laws`` table, and rectifications and rule nodes
refer to it by ``law``; ``--derivations full`` gives the old self-contained trees.
Version 3: ``open_questions`` (always present) lists what the incident does not know
that could change a rectification; a rectification or finding that such an unknown
fact could undo carries ``depends_on`` (the unknown fact kinds); a rectification (and a
choice's option) says when it applies (``timing``: now, rest_of_hand, end_of_play) and
how a brief ruling says it (``sentence``), from its KB's ``rectification`` declaration.
"""

from __future__ import annotations

from typing import Any

from engine.language.sentences import TIMINGS

SCHEMA_VERSION = "3"
SCHEMA_ID = f"urn:bridge-laws-engine:ruling-schema:{SCHEMA_VERSION}"
FULL = "full"  # ``derivations`` of a ruling whose trees are written in full (``--derivations full``)
COMPACT = "compact"

_VALUE = {"type": ["string", "integer", "boolean"]}
_VALUES = {"type": "object", "additionalProperties": _VALUE}
_TYPES = {"type": "object", "additionalProperties": {"type": "string"}}
_STRINGS = {"type": "array", "items": {"type": "string"}}


def _object(required: list[str], optional: dict[str, Any] | None = None, **properties: Any) -> dict[str, Any]:
    """A closed object: ``properties`` (``required`` among them) and the ``optional`` ones."""
    return {"type": "object", "required": required, "properties": {**properties, **(optional or {})},
            "additionalProperties": False}


def ruling_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) every ruling ``engine query --format json`` prints validates against."""
    law_text = _object(
        [],
        editions=_STRINGS,
        quote={"type": "string"},
        language={"type": "string"},
        unquoted={"type": "string"},
        source=_object(["file", "article"], file={"type": "string"}, article={"type": "string"},
                       summary={"type": "boolean"}),
        gist={"type": "string"},
    )
    law_text["description"] = "A paragraph's wording in the ruling's edition (empty if the edition has no such block)."
    full_only = {
        "title": {"type": "string", "description": "--derivations full only: the law's title"},
        "text": {"$ref": "#/$defs/law_text", "description": "--derivations full only: the law's wording"},
    }
    rule_node = _object(
        ["rule", "law", "laws", "uses"], full_only,
        rule={"type": "string"}, law={"type": "string", "description": "the paragraph (a key of `laws`)"},
        laws={**_STRINGS, "description": "every paragraph the rule implements"},
        uses={"type": "array", "items": {"$ref": "#/$defs/fact_node"}},
    )
    how = [
        _object(["given"], given={"const": True}),
        _object(["finding"], finding={"type": "integer", "minimum": 0,
                                       "description": "its index in `findings`, where its tree is written"}),
        _object(["derived_above"], derived_above={"const": True}),
        _object(["derived_by"], derived_by={"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/rule_node"}}),
    ]
    fact_node = {
        "type": "object",
        "required": ["fact", "values", "types"],
        "properties": {"fact": {"type": "string"}, "values": _VALUES, "types": _TYPES,
                       **{k: v for h in how for k, v in h["properties"].items()}},
        "additionalProperties": False,
        "oneOf": [{"required": h["required"]} for h in how],
    }
    summary_fields = dict(
        law={"type": "string"}, action={"type": "string"}, parameters=_VALUES, parameter_types=_TYPES,
        modality={"enum": ["must", "may"]}, who={"type": "string"},
    )
    said = {"timing": {"enum": list(TIMINGS), "description": "when it applies: its `rectification` declaration"},
            "sentence": {"type": "string", "description": "the verb phrase a brief ruling says after "
                                                          "'<who> must' or '<who> may'"}}
    summary = _object(["law", "action", "parameters", "parameter_types", "modality", "who"],
                      {"title": full_only["title"], **said}, **summary_fields)
    depends_on = {**_STRINGS, "minItems": 1,
                  "description": "the unknown fact kinds that could undo it (absent: it stands whatever they are)"}
    rectification = _object(
        ["law", "action", "parameters", "parameter_types", "modality", "who", "derivation"],
        {**full_only, **said, "option_of": {"type": "string"}, "depends_on": depends_on},
        **summary_fields, derivation={"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/rule_node"}},
    )
    finding = {**fact_node, "required": ["fact", "values", "types", "derived_by"],
               "properties": {**fact_node["properties"], "depends_on": depends_on}}
    field = _object(["name", "type", "meaning", "values", "optional"], {"optional": {"type": "boolean"}},
                    name={"type": "string"}, type={"type": "string"}, meaning={"type": "string"},
                    values={"oneOf": [{"type": "array"}, _object(["from", "to"], **{
                        "from": {"type": ["integer", "null"]}, "to": {"type": ["integer", "null"]}})]})
    question = _object(
        ["fact", "why", "question", "fields", "instances", "laws"],
        fact={"type": "string", "description": "the incident fact kind not known"},
        why={"enum": ["stated", "not_stated", "incomplete"],
             "description": "named in `unknown`; an `open` kind left out; a record that lacks facts"},
        question={"type": "string"}, fields={"type": "array", "items": field},
        instances={"type": "array", "items": _object(["values", "laws"], {
                       "missing": {**_STRINGS, "description": "a stated fact's fields the incident names as unknown"},
                       "if_so": {"type": "object", "description": "engine questions only: what the fact would "
                                                                  "add to and take away from the ruling"}},
                       values=_VALUES, laws=_STRINGS),
                   "description": "the values the rules would need such a fact to have, each with the "
                                  "paragraphs it could bring in or undo"},
        laws={**_STRINGS, "description": "every paragraph hinging on the answer"},
    )
    question["properties"]["independent"] = {
        "const": True, "description": "present when no instance rests on the incident's facts: the answer "
                                      "would be another irregularity of its own (engine ask does not ask it)"}
    overruled = _object(
        ["rule", "law", "defeated_by", "bindings", "uses"],
        rule={"type": "string"}, law={"type": "string"},
        defeated_by=_object(["rule", "law"], {"title": full_only["title"]},
                            rule={"type": "string"}, law={"type": "string"}),
        bindings=_VALUES, uses={"type": "array", "items": {"$ref": "#/$defs/fact_node"}},
    )
    option = _object(["option", "law", "parameters", "parameter_types"],
                     {"follows": {"type": "array", "items": summary}, **said},
                     option={"type": "string"}, law={"type": "string"}, parameters=_VALUES, parameter_types=_TYPES)
    choice = _object(["choice", "who", "chosen", "options"], choice={"type": "string"}, who={"type": "string"},
                     chosen={"type": ["string", "null"]}, options={"type": "array", "items": option})
    not_encoded = {"oneOf": [
        _object(["law", "title", "reason", "encoded_in"], law={"type": "string"}, title={"type": "string"},
                reason={"const": "other_edition"}, encoded_in=_STRINGS),
        _object(["law", "reason", "cited_by"], law={"type": "string"}, reason={"const": "referred_to"},
                cited_by=_STRINGS),
    ]}
    law_entry = _object(["title", "text"], title={"type": "string"}, text={"$ref": "#/$defs/law_text"})
    schema = _object(
        ["schema_version", "incident", "edition", "rectifications", "findings", "overruled", "fired", "choices",
         "open_questions", "not_encoded"],
        {
            "derivations": {"const": FULL, "description": "present when the trees are written in full"},
            "tricks_transferred": _object(["to", "count"], to={"enum": ["NS", "EW"]},
                                          count={"type": "integer", "minimum": 1}),
            "laws": {"type": "object", "additionalProperties": law_entry,
                     "description": "each paragraph the ruling names by `law` (outside `fired` and "
                                    "`not_encoded`): its title and wording, once"},
        },
        schema_version={"const": SCHEMA_VERSION},
        incident={"type": "string"},
        edition={"type": "string"},
        rectifications={"type": "array", "items": rectification},
        findings={"type": "array", "items": finding},
        overruled={"type": "array", "items": overruled},
        fired={"type": "array", "items": _object(["rule", "law"], rule={"type": "string"}, law={"type": "string"})},
        choices={"type": "array", "items": choice},
        not_encoded={"type": "array", "items": not_encoded},
        open_questions={"type": "array", "items": question},
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Bridge ruling",
        "description": "A ruling of the engine (engine query --format json), schema version " + SCHEMA_VERSION,
        **schema,
        # A compact ruling (the default) has the `laws` table; a full one says so and quotes inline instead.
        "if": {"required": ["derivations"]},
        "then": {"not": {"required": ["laws"]}},
        "else": {"required": ["laws"]},
        "$defs": {"law_text": law_text, "rule_node": rule_node, "fact_node": fact_node},
    }
