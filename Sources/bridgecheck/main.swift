print("bridgecheck")
