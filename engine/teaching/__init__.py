"""The teaching tools: why (explain), why not, what if, a law's page, the map, the editions, coverage, the book."""
