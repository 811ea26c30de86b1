"""The daily challenge's routes: days, attempts, results, boards and group boards."""
