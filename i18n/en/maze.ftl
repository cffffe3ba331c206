# The maze and invisible maze workspaces.

