# The BombFight workspace (en français).

