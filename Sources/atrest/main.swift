import AtrestCLI
import Foundation

let context = Context.live()
let code = runAtrest(Array(CommandLine.arguments.dropFirst()), in: context)
context.flush()
exit(code)
