// The distributor's tool: makes key pairs and signs atrest licenses. All of its logic is
// `LicenseTool` in the LicenseSigning library, where tests can reach it.

import Foundation
import LicenseSigning

let outcome = LicenseTool.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .live())
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
