"""Duels' routes: a deal for two, its invite, its sides and its reveal."""
