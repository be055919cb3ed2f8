"""The ruling: an incident validated and loaded, run on a backend, built into the ruling and rendered."""
