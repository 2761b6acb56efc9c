import Glibc
import ListDemoKit

exit(ListDemoMain.run(Array(CommandLine.arguments.dropFirst())))
