from enum import StrEnum


class RecordEntryReview(StrEnum):
    CLEAR = "clear"
    HELD = "held"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
