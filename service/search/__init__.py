"""Searches out of the request's process: what a search process does before any search
(``process``).  The solver itself is pure (``service/solver/``); this is how it runs apart."""
