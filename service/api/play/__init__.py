"""Playing a game: deals, moves, the catalog of variants and codes, hints and solutions."""
