import ArgumentParser

extension ListDemoOptions {
    /// Reads the arguments (without the program name); never exits and never traps, unlike ArgumentParser's `main()`.
    public static func interpret(_ arguments: [String]) -> CommandLineOutcome {
        // The root command's first argument is a scene, which ArgumentParser would read before
        // looking for a subcommand: `report` is recognised here.
        if arguments.first == ReportCommand.name {
            return interpretReport(Array(arguments.dropFirst()))
        }
        if arguments.first == "help" { return interpretHelp(Array(arguments.dropFirst())) }
        do {
            let options = try ListDemoCommand.parse(arguments).options
            do { try options.checkDistinctFiles() } catch { return .failure("listdemo: \(error)") }
            return .run(options)
        } catch {
            // Help (and ArgumentParser's other clean exits) report success; everything else is a usage error.
            if ListDemoCommand.exitCode(for: error) == .success {
                return .help(ListDemoCommand.fullMessage(for: error))
            }
            let problem = firstUnknownOption(in: arguments) ?? ListDemoCommand.message(for: error)
            return .failure("listdemo: " + singleLine(problem))
        }
    }

    /// `listdemo help [subcommand]` (after the word `help`): the command's or the subcommand's help,
    /// as `--help` prints it.
    static func interpretHelp(_ arguments: [String]) -> CommandLineOutcome {
        switch arguments {
        case []: return .help(ListDemoCommand.helpMessage())
        case [ReportCommand.name]: return .help(reportHelp)
        default:
            return .failure("listdemo help: unknown subcommand \(arguments.joined(separator: " ").quotedForMessage) "
                            + "(choose \(ReportCommand.name))")
        }
    }

    /// The report's help as a subcommand of listdemo ("USAGE: listdemo report …").
    private static var reportHelp: String { ListDemoCommand.helpMessage(for: ReportCommand.self) }

    /// `listdemo report`'s arguments (after the word `report`).
    static func interpretReport(_ arguments: [String]) -> CommandLineOutcome {
        // The root's --version, which the report's help lists, wins over missing arguments as it does there.
        if arguments.prefix(while: { $0 != "--" }).contains("--version") { return .help(ListDemoCommand.version) }
        do {
            let options = try ReportCommand.parse(arguments).options
            do { try options.checkDistinctFiles() } catch { return .failure("listdemo report: \(error)") }
            return .report(options)
        } catch let error as CommandLineError {
            return .failure("listdemo report: \(error)")
        } catch {
            if ReportCommand.exitCode(for: error) == .success { return .help(reportHelp) }
            return .failure("listdemo report: " + singleLine(ReportCommand.message(for: error)))
        }
    }

    /// ArgumentParser's complaint about the first unknown long option, if any.
    ///
    /// ArgumentParser reports unknown options only after everything else parsed, so in `--sise 1x1` it blames "1x1"
    /// as a scene; the misspelt flag is the real problem. Each candidate is parsed alone: a known name then fails for
    /// another reason (a missing value) or not at all.
    static func firstUnknownOption(in arguments: [String]) -> String? {
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let name = String(argument.prefix(while: { $0 != "=" }))
            do {
                _ = try ListDemoCommand.parse([name])
            } catch {
                let complaint = ListDemoCommand.message(for: error)
                if complaint.hasPrefix("Unknown option") {
                    return complaint
                }
            }
        }
        return nil
    }

    /// ArgumentParser's message reduced to one line: our own reason when a value was refused, its wording otherwise.
    static func singleLine(_ message: String) -> String {
        // A value our transform refused reads "The value 'V' is invalid for '--flag <n>': REASON"; REASON already
        // names the flag and the value, so the prefix would only repeat them.
        let reason = message.firstRange(of: "' is invalid for '").flatMap { invalid in
            message[invalid.upperBound...].firstRange(of: "': ").map { message[$0.upperBound...] }
        }
        let text = reason.map(String.init) ?? message
        let line = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        return line.lowercasingFirstWord()
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return text[first...last]
    }
}

extension String {
    /// "Unknown option" becomes "unknown option", to read like the rest of our messages; "WxH" and "--x" stay.
    fileprivate func lowercasingFirstWord() -> String {
        guard let first = first, first.isUppercase, dropFirst().prefix(while: \.isLetter).allSatisfy(\.isLowercase) else {
            return self
        }
        return first.lowercased() + dropFirst()
    }
}
