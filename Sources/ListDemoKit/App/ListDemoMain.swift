import FoundationEssentials
import Glibc

/// The `listdemo` command: reads the command line, runs the app, and turns every failure into
/// one line on standard error and a non-zero exit.
public enum ListDemoMain {
    /// Runs with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        // A trace piped into a reader that quits (`--trace /dev/stdout | head`) then fails with one line
        // ("Broken pipe") instead of the process dying silently of SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        switch ListDemoOptions.interpret(arguments) {
        case .help(let text):
            print(text)
            return 0
        case .failure(let message):
            printError(message)
            return 2
        case .report(let options):
            do {
                try Report.run(options, assets: try Assets.locate())
                return 0
            } catch {
                printError("listdemo report: \(error)")
                return 1
            }
        case .run(var options):
            do {
                options.font = try options.font ?? CommandLineValue.font(environment: ProcessInfo.processInfo.environment)
                    ?? .desktop
            } catch {
                printError("listdemo: \(error)")
                return 2
            }
            Termination.install()
            do {
                let assets = try Assets.locate()
                let unwritten = options.headless ? try HeadlessRunner(options: options, assets: assets).run().unwrittenEdits
                    : try WindowRunner(options: options, assets: assets).run()
                guard let unwritten else { return 0 }
                printError("listdemo: quit with edits that could not be written: \(unwritten)")
                return 1
            } catch {
                printError("listdemo: \(error)")
                return 1
            }
        }
    }

    private static func printError(_ message: String) {
        StandardError.writeLine(message)
    }
}
