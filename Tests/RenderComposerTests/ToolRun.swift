import Foundation

/// The built `render-composer`, next to the test bundle.
let toolPath = URL(fileURLWithPath: CommandLine.arguments[0])
  .deletingLastPathComponent().appendingPathComponent("render-composer").path

/// How a run of the tool ended and what it printed.
struct ToolRun {
  let status: Int32
  let output: String
  let error: String
}

/// Runs `render-composer` (or `executable`, a shell that runs it) to the end, in
/// `currentDirectory` when given. Standard input is `input`, or the file `inputFile`;
/// `environment` adds to this process's.
func runTool(
  _ arguments: [String], input: Data = Data(), inputFile: String? = nil,
  environment: [String: String] = [:], executable: String = toolPath,
  currentDirectory: String? = nil
) throws -> ToolRun {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  let stdin = Pipe()
  if let inputFile {
    process.standardInput = FileHandle(forReadingAtPath: inputFile)
  } else {
    process.standardInput = stdin
  }
  try process.run()
  stdin.fileHandleForWriting.write(input)
  try stdin.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    error: String(decoding: err, as: UTF8.self))
}

/// ``runTool(_:input:inputFile:environment:executable:currentDirectory:)`` on a thread of its own, for runs that draw many
/// pictures: waiting there leaves Swift's few shared threads (one a core) to the other tests,
/// whose own time limits a long blocking wait could otherwise exceed.
func runToolOffThePool(_ arguments: [String], environment: [String: String] = [:]) async throws
  -> ToolRun
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try runTool(arguments, environment: environment) })
    }
  }
}
