"""What every knowledge base has without declaring it: the table's types, seat relations, roles.

Seats go clockwise N, E, S, W: a player's left-hand opponent (LHO) is the next seat
clockwise. Both backends evaluate these functions from the tables below (Experta
calls them, the Prolog program gets them as facts), so they cannot disagree.
"""

from __future__ import annotations

SEATS = ("N", "E", "S", "W")
SIDES = ("NS", "EW")
ROLES = ("declarer", "dummy", "defender")
SUITS = ("C", "D", "H", "S")

# Types whose values are symbols, with their members.
SYMBOL_TYPES: dict[str, tuple[str, ...]] = {
    "seat": SEATS,
    "side": SIDES,
    "role": ROLES,
    "suit": SUITS,
}
# Integer types with their bounds (inclusive); None means unbounded.
INT_TYPES: dict[str, tuple[int | None, int | None]] = {
    "trick": (1, 13),
    "int": (None, None),
}
BOOL_TYPE = "bool"
OPTION_TYPE = "option"  # the options that rules offer: its members come from the KB
BUILTIN_TYPES = (*SYMBOL_TYPES, *INT_TYPES, BOOL_TYPE, OPTION_TYPE)


def lho(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 1) % 4]


def partner(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def rho(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 3) % 4]


def side(seat: str) -> str:
    return "NS" if seat in ("N", "S") else "EW"


def opponents(seat: str) -> str:
    return "EW" if side(seat) == "NS" else "NS"


def turn(seat: str, leader: str) -> int:
    """The place (1-4) at which ``seat`` plays to a trick that ``leader`` led."""
    return (SEATS.index(seat) - SEATS.index(leader)) % 4 + 1


# name -> (argument types, result type, implementation)
FUNCTIONS = {
    "partner": (("seat",), "seat", partner),
    "lho": (("seat",), "seat", lho),
    "rho": (("seat",), "seat", rho),
    "side": (("seat",), "side", side),
    "opponents": (("seat",), "side", opponents),
    "turn": (("seat", "seat"), "int", turn),
}

# The roles at the table follow from who is declarer; an incident names the
# declarer (its key ``declarer``) and the loader states one ``role`` fact per seat.
DECLARER_KEY = "declarer"
ROLE_FACT = "role"

# The one action the engine itself reads: the ruling totals the transferred
# tricks by the side in each transfer_trick's "to" parameter.
TRANSFER_ACTION = "transfer_trick"

# An incident may state which option a player chose among those the rules
# offered (``chosen``); the type ``option`` lists the options of the KB.
CHOSEN_FACT = "chosen"

# Every incident states the four seats (``table_seat``), so that a rule can bind
# a seat to a variable before using it, e.g. in a negated pattern.
TABLE_SEAT_FACT = "table_seat"


def roles(declarer: str) -> dict[str, str]:
    return {
        declarer: "declarer",
        partner(declarer): "dummy",
        lho(declarer): "defender",
        rho(declarer): "defender",
    }
