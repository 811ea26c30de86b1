from enum import StrEnum


class MonthBadgeBadge(StrEnum):
    BRONZE = "bronze"
    DIAMOND = "diamond"
    GOLD = "gold"
    SILVER = "silver"

    def __str__(self) -> str:
        return str(self.value)
