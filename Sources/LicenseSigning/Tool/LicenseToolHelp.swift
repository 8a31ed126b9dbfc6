import Licensing

/// The text of `atrest-license --help`.
enum LicenseToolHelp {
    static let text = """
        atrest-license: make a key pair and sign premium licenses for atrest.

        usage:
          atrest-license keygen --out DIR
              makes a new key pair in DIR (created if missing):
                license-private.key  signs licenses; keep it with you, backed up, and
                                     never in a repository
                license-public.pub   copy it into atrest's Resources/keys/ and rebuild
              an existing key file is never overwritten.

          atrest-license sign --key FILE --kind annual|lifetime [--expires YYYY-MM-DD] --holder NAME
              prints a signed license to stdout, signed with the private key in FILE.
              an annual license needs --expires, the last day it is valid (UTC);
              a lifetime license takes no --expires. the issue day is today (UTC).

          atrest-license --help
              shows this text.

        exit status: 0 done, 1 could not be done, 2 the command line needs a change.

        """
}
