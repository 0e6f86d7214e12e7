/// What a reload reads again: the styles folder, or the tokens file.
public enum ReloadTarget: Hashable, Sendable {
    case stylesFolder
    case tokens

    /// How the log names what is reloaded.
    var label: String {
        switch self {
        case .stylesFolder: "styles folder"
        case .tokens: "tokens file"
        }
    }

    /// The folder watched for it, as the log names it.
    var folderLabel: String {
        switch self {
        case .stylesFolder: "styles folder"
        case .tokens: "tokens file's folder"
        }
    }

    /// What a reload reads, for the log's messages and its count field.
    var items: StaticString {
        switch self {
        case .stylesFolder: "styles"
        case .tokens: "tokens"
        }
    }
}
