import JSON
print("placeholder")
