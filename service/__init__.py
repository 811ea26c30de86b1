"""Solitaire game service: Golf and Canfield rules, solver, daily challenge."""
