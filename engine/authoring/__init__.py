"""The rule author's loop: the KB's cases and scenarios, their expectations, and `engine test`."""
