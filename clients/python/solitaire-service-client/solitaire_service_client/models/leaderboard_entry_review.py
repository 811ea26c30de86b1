from enum import StrEnum


class LeaderboardEntryReview(StrEnum):
    CLEAR = "clear"
    HELD = "held"
    PENDING = "pending"
    REJECTED = "rejected"

    def __str__(self) -> str:
        return str(self.value)
