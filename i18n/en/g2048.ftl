# The 2048 workspace.

