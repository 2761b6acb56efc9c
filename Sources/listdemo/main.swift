#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListDemoKit

exit(ListDemoMain.run(Array(CommandLine.arguments.dropFirst())))
