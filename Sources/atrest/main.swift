import AtrestCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let context = Context.live()
let code = runAtrest(Array(CommandLine.arguments.dropFirst()), in: context)
context.flush()
exit(code)
