from enum import StrEnum


class DuelResultReview(StrEnum):
    CLEAR = "clear"
    HELD = "held"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
