# The command line's messages.
