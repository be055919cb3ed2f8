"""The Laws of Duplicate Bridge as code."""
