# The command line's help: clap's own words, and its error messages.
#
# The help of each command and flag (`help-*` ids) has its English in the doc comments of the
# clap structs in src/cli/ (clap reads them) and its French in fr/cli-help.ftl only, each
# message with the English it translates as its comment; tests/catalog.rs checks both against
# the command tree (src/cli/help_text.rs says why).

## clap's words in help

cli-clap-usage = Usage
cli-clap-commands = Commands
cli-clap-arguments = Arguments
cli-clap-options = Options
cli-clap-command-value = COMMAND
cli-clap-help = Print help
cli-clap-help-more = Print help (see more with '--help')
cli-clap-help-summary = Print help (see a summary with '-h')
cli-clap-version = Print version
cli-clap-help-command = Print this message or the help of the given subcommand(s)
cli-clap-help-command-arg = Print help for the subcommand(s)
cli-clap-default = default
cli-clap-possible-values = possible values
# Between the items of a list in help (the files `convert` reads).
cli-help-semicolon = { "; " }
cli-clap-possible-values-heading = Possible values

## clap's errors

cli-clap-error = error
cli-clap-try-help = For more information, try { $flag }.
cli-clap-unknown-argument = unexpected argument { $arg } found
cli-clap-value-required = a value is required for { $arg } but none was supplied
cli-clap-invalid-value = invalid value { $value } for { $arg }
cli-clap-too-many-values = unexpected value { $value } for { $arg } found; no more were expected
cli-clap-wrong-number-of-values = { $n } values required for { $arg } but { $given } { $given ->
    [one] was
   *[other] were
  } provided
cli-clap-no-equals = equal sign is needed when assigning values to { $arg }
cli-clap-invalid-subcommand = unrecognized subcommand { $name }
cli-clap-missing-arguments = the following required { $n ->
    [one] argument was
   *[other] arguments were
  } not provided:
cli-clap-missing-subcommand = { $name } requires a subcommand but one was not provided
cli-clap-subcommands = subcommands
cli-clap-conflict = the argument { $arg } cannot be used with
cli-clap-conflict-repeated = the argument { $arg } cannot be used multiple times
cli-clap-conflict-others = one or more of the other specified arguments
cli-clap-kind-value = invalid value for one of the arguments
cli-clap-kind-unknown = unexpected argument found
cli-clap-kind-subcommand = unrecognized or missing subcommand
cli-clap-kind-utf8 = invalid UTF-8 was detected in one or more arguments
cli-clap-kind-other = the command line is wrong
cli-clap-tip = tip
cli-clap-similar-argument = { $n ->
    [one] a similar argument exists
   *[other] some similar arguments exist
  }: { $names }
cli-clap-similar-subcommand = { $n ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
  }: { $names }
cli-clap-similar-value = { $n ->
    [one] a similar value exists
   *[other] some similar values exist
  }: { $names }
cli-clap-tip-value = to pass { $arg } as a value, use { $usage }
cli-clap-tip-double-dash = subcommand { $name } exists; to use it, remove the '--' before it
cli-clap-tip-exists = { $usage } exists
