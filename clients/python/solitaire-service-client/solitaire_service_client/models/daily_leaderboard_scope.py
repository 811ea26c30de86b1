from enum import StrEnum


class DailyLeaderboardScope(StrEnum):
    EVERYONE = "everyone"
    FRIENDS = "friends"

    def __str__(self) -> str:
        return str(self.value)
