"""The language: .law text to a checked knowledge base (parse, check, strata), its loading and cache."""
