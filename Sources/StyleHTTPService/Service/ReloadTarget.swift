/// What a reload reads again: the styles folder, or the tokens file.
public enum ReloadTarget: Hashable, Sendable {
    case stylesFolder
    case tokens

    /// How the log names the folder watched for it.
    var label: String {
        switch self {
        case .stylesFolder: "styles folder"
        case .tokens: "tokens folder"
        }
    }
}
