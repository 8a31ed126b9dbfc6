import AtrestCLI
import Foundation
exit(runAtrest(Array(CommandLine.arguments.dropFirst())))
