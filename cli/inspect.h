/* inspect.h - teaching and auditing subcommands: disasm, replay, report (cli/inspect.c, cli/replay.c). */
#ifndef SX_CLI_INSPECT_H
#define SX_CLI_INSPECT_H

/* secexec disasm [--eval] [--ast] FILE: the bytecode listing of a program (exit 0; 5 syntax error). */
int cli_disasm_main(int argc, char **argv);

#endif
