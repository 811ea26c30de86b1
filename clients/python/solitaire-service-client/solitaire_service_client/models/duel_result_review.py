from enum import StrEnum


class DuelResultReview(StrEnum):
    CLEAR = "clear"
    HELD = "held"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
