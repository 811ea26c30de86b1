from enum import IntEnum


class GolfRulesHoles(IntEnum):
    VALUE_9 = 9
    VALUE_18 = 18

    def __str__(self) -> str:
        return str(self.value)
