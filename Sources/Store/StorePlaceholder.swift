package enum StorePlaceholder {}
