import Configuration

/// Named styles: every UIKit system pairing built in, plus user-registered styles.
///
/// The registry itself arrives with the resolver service issue; this namespace keeps the target building.
public enum StyleRegistryModule {}
