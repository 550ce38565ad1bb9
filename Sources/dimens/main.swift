import DimensCLI
import Foundation

exit(DimensCommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
