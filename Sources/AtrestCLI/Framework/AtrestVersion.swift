/// The version `atrest --version` prints and the packages carry.
package enum AtrestVersion {
    package static let current = "0.1.0"
}
