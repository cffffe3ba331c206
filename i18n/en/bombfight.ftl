# The BombFight workspace.

