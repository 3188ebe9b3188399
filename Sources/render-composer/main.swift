import Foundation

/// render-composer: the command-line face of ComposerRender and GoldenSnapshots. Argument
/// parsing and output only; every decision lives in the libraries. Each command is a type in
/// Commands/, listed in `CommandLineTool.commands`. Exit status: 0 success, 1 differences
/// found, 2 bad usage or bad input.

Heap.configure()
if let refusal = CommandLineTool.nonUTF8Argument(CommandLine.unsafeArgv, count: CommandLine.argc) {
  CommandLineTool.printError(refusal)
  exit(ExitCode.failure.rawValue)
}
exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
