"""What each repository of the store is: the statements of one resource, run on the
primary's ``Database``, and the reads that may lag a little on ``LaggingReads`` (a replica
when there is one). Its own module, so that ``database.py`` and ``replica.py`` need not
know each other's types: the replica's reads use the database, and nothing else."""

from __future__ import annotations

from .database import Database
from .replica import LaggingReads


class Repository:
    """The statements of one resource, run on ``database``; ``reads`` runs the reads that
    may lag a little (``replica.LaggingReads``)."""

    def __init__(self, database: Database, reads: LaggingReads) -> None:
        self.database = database
        self.reads = reads
