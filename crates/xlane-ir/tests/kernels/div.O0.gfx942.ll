; ModuleID = 'div.hip'
source_filename = "div.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ3revE1s = internal addrspace(3) global [1024 x i32] undef, align 16
@__hip_cuid_a5ba35c015afe57 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_a5ba35c015afe57 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z3tidv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z3gidv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i32 12
  %6 = load i16, ptr addrspace(4) %5, align 2, !range !6, !invariant.load !7, !noundef !7
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = call noundef i32 @_Z3tidv() #7
  %10 = add i32 %8, %9
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z7collatzj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %22, %1
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 1
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  %17 = mul i32 3, %16
  %18 = add i32 %17, 1
  br label %22

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = udiv i32 %20, 2
  br label %22

22:                                               ; preds = %19, %15
  %23 = phi i32 [ %18, %15 ], [ %21, %19 ]
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %7, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8, !llvm.loop !8

26:                                               ; preds = %8
  %27 = load i32, ptr %7, align 4
  ret i32 %27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @diverge(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  store ptr %21, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call noundef i32 @_Z3gidv() #7
  store i32 %22, ptr %17, align 4
  %23 = load i32, ptr %17, align 4
  %24 = load i32, ptr %16, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %3
  br label %72

27:                                               ; preds = %3
  %28 = load ptr, ptr %14, align 8
  %29 = load i32, ptr %17, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %18, align 4
  %33 = load i32, ptr %18, align 4
  %34 = urem i32 %33, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %50

36:                                               ; preds = %27
  %37 = load i32, ptr %18, align 4
  %38 = add i32 %37, 1
  %39 = call noundef i32 @_Z7collatzj(i32 noundef %38) #7
  store i32 %39, ptr %19, align 4
  %40 = load i32, ptr %18, align 4
  %41 = and i32 %40, 1
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %36
  %44 = load i32, ptr %19, align 4
  %45 = add i32 %44, 1000
  store i32 %45, ptr %19, align 4
  br label %49

46:                                               ; preds = %36
  %47 = load i32, ptr %19, align 4
  %48 = add i32 %47, 2000
  store i32 %48, ptr %19, align 4
  br label %49

49:                                               ; preds = %46, %43
  br label %66

50:                                               ; preds = %27
  %51 = load i32, ptr %18, align 4
  %52 = urem i32 %51, 5
  switch i32 %52, label %62 [
    i32 0, label %53
    i32 1, label %56
    i32 4, label %59
  ]

53:                                               ; preds = %50
  %54 = load i32, ptr %18, align 4
  %55 = mul i32 %54, 7
  store i32 %55, ptr %19, align 4
  br label %65

56:                                               ; preds = %50
  %57 = load i32, ptr %18, align 4
  %58 = xor i32 %57, 85
  store i32 %58, ptr %19, align 4
  br label %65

59:                                               ; preds = %50
  %60 = load i32, ptr %18, align 4
  %61 = shl i32 %60, 3
  store i32 %61, ptr %19, align 4
  br label %65

62:                                               ; preds = %50
  %63 = load i32, ptr %18, align 4
  %64 = sub i32 %63, 1
  store i32 %64, ptr %19, align 4
  br label %65

65:                                               ; preds = %62, %59, %56, %53
  br label %66

66:                                               ; preds = %65, %49
  %67 = load i32, ptr %19, align 4
  %68 = load ptr, ptr %15, align 8
  %69 = load i32, ptr %17, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4
  br label %72

72:                                               ; preds = %66, %26
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rev(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  %22 = load ptr, ptr %14, align 8
  store ptr %20, ptr %15, align 8
  store ptr %21, ptr %16, align 8
  store ptr %22, ptr %17, align 8
  %23 = call noundef i32 @_Z3tidv() #7
  store i32 %23, ptr %18, align 4
  %24 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %25 = getelementptr i8, ptr addrspace(4) %24, i32 12
  %26 = load i16, ptr addrspace(4) %25, align 2, !range !6, !invariant.load !7, !noundef !7
  %27 = zext i16 %26 to i32
  store i32 %27, ptr %19, align 4
  %28 = load ptr, ptr %15, align 8
  %29 = call i32 @llvm.amdgcn.workgroup.id.x()
  %30 = load i32, ptr %19, align 4
  %31 = mul i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add i32 %31, %32
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %28, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %18, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ3revE1s to ptr), i64 0, i64 %38
  store i32 %36, ptr %39, align 4
  call void @llvm.amdgcn.s.barrier()
  %40 = load i32, ptr %19, align 4
  %41 = sub i32 %40, 1
  %42 = load i32, ptr %18, align 4
  %43 = sub i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ3revE1s to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr %16, align 8
  %48 = call i32 @llvm.amdgcn.workgroup.id.x()
  %49 = load i32, ptr %19, align 4
  %50 = mul i32 %48, %49
  %51 = load i32, ptr %18, align 4
  %52 = add i32 %50, %51
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr %47, i64 %53
  store i32 %46, ptr %54, align 4
  %55 = load i32, ptr %18, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %69

57:                                               ; preds = %3
  %58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load i32, ptr %19, align 4
  %62 = load ptr, ptr %17, align 8
  %63 = getelementptr inbounds i32, ptr %62, i64 0
  store i32 %61, ptr %63, align 4
  %64 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %65 = getelementptr i8, ptr addrspace(4) %64, i32 12
  %66 = load i32, ptr addrspace(4) %65, align 4, !range !10, !invariant.load !7
  %67 = load ptr, ptr %17, align 8
  %68 = getelementptr inbounds i32, ptr %67, i64 1
  store i32 %66, ptr %68, align 4
  br label %69

69:                                               ; preds = %60, %57, %3
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @xl(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %4 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  %19 = addrspacecast ptr addrspace(5) %6 to ptr
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %30 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %1, ptr %18, align 8
  %31 = load ptr, ptr %18, align 8
  store ptr addrspace(1) %2, ptr %19, align 8
  %32 = load ptr, ptr %19, align 8
  store ptr %30, ptr %20, align 8
  store ptr %31, ptr %21, align 8
  store ptr %32, ptr %22, align 8
  %33 = call noundef i32 @_Z3tidv() #7
  store i32 %33, ptr %23, align 4
  %34 = load ptr, ptr %20, align 8
  %35 = load i32, ptr %23, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %24, align 4
  %39 = load i32, ptr %24, align 4
  %40 = and i32 %39, 1
  %41 = icmp ne i32 %40, 0
  %42 = call i64 @llvm.amdgcn.ballot.i64(i1 %41)
  store i64 %42, ptr %25, align 8
  %43 = load i32, ptr %24, align 4
  %44 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %43)
  store i32 %44, ptr %26, align 4
  %45 = load i32, ptr %24, align 4
  %46 = call i32 @llvm.amdgcn.readlane.i32(i32 %45, i32 5)
  store i32 %46, ptr %27, align 4
  %47 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %48 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %47)
  store i32 %48, ptr %28, align 4
  %49 = load i32, ptr %24, align 4
  %50 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %49, i32 273, i32 15, i32 15, i1 false)
  store i32 %50, ptr %29, align 4
  %51 = load i32, ptr %23, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %3
  %54 = load i64, ptr %25, align 8
  %55 = load ptr, ptr %21, align 8
  %56 = getelementptr inbounds i64, ptr %55, i64 0
  store i64 %54, ptr %56, align 8
  br label %57

57:                                               ; preds = %53, %3
  %58 = load i32, ptr %26, align 4
  %59 = load ptr, ptr %22, align 8
  %60 = load i32, ptr %23, align 4
  %61 = mul i32 4, %60
  %62 = add i32 %61, 0
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %59, i64 %63
  store i32 %58, ptr %64, align 4
  %65 = load i32, ptr %27, align 4
  %66 = load ptr, ptr %22, align 8
  %67 = load i32, ptr %23, align 4
  %68 = mul i32 4, %67
  %69 = add i32 %68, 1
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %66, i64 %70
  store i32 %65, ptr %71, align 4
  %72 = load i32, ptr %28, align 4
  %73 = load ptr, ptr %22, align 8
  %74 = load i32, ptr %23, align 4
  %75 = mul i32 4, %74
  %76 = add i32 %75, 2
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr %73, i64 %77
  store i32 %72, ptr %78, align 4
  %79 = load i32, ptr %29, align 4
  %80 = load ptr, ptr %22, align 8
  %81 = load i32, ptr %23, align 4
  %82 = mul i32 4, %81
  %83 = add i32 %82, 3
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr %80, i64 %84
  store i32 %79, ptr %85, align 4
  ret void
}

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atom(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #2 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i8, align 1, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %5 to ptr
  %26 = addrspacecast ptr addrspace(5) %6 to ptr
  %27 = addrspacecast ptr addrspace(5) %7 to ptr
  %28 = addrspacecast ptr addrspace(5) %8 to ptr
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = addrspacecast ptr addrspace(5) %10 to ptr
  %31 = addrspacecast ptr addrspace(5) %11 to ptr
  %32 = addrspacecast ptr addrspace(5) %12 to ptr
  %33 = addrspacecast ptr addrspace(5) %13 to ptr
  %34 = addrspacecast ptr addrspace(5) %14 to ptr
  %35 = addrspacecast ptr addrspace(5) %15 to ptr
  %36 = addrspacecast ptr addrspace(5) %16 to ptr
  %37 = addrspacecast ptr addrspace(5) %17 to ptr
  %38 = addrspacecast ptr addrspace(5) %18 to ptr
  %39 = addrspacecast ptr addrspace(5) %19 to ptr
  %40 = addrspacecast ptr addrspace(5) %20 to ptr
  %41 = addrspacecast ptr addrspace(5) %21 to ptr
  %42 = addrspacecast ptr addrspace(5) %22 to ptr
  %43 = addrspacecast ptr addrspace(5) %23 to ptr
  %44 = addrspacecast ptr addrspace(5) %24 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  %45 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  %46 = load ptr, ptr %26, align 8
  store ptr addrspace(1) %2, ptr %27, align 8
  %47 = load ptr, ptr %27, align 8
  store ptr addrspace(1) %3, ptr %28, align 8
  %48 = load ptr, ptr %28, align 8
  store ptr %45, ptr %29, align 8
  store ptr %46, ptr %30, align 8
  store ptr %47, ptr %31, align 8
  store ptr %48, ptr %32, align 8
  %49 = call noundef i32 @_Z3tidv() #7
  store i32 %49, ptr %33, align 4
  %50 = load ptr, ptr %29, align 8
  %51 = load i32, ptr %33, align 4
  %52 = uitofp i32 %51 to float
  %53 = fmul contract float %52, 5.000000e-01
  store float %53, ptr %34, align 4
  %54 = load float, ptr %34, align 4
  %55 = atomicrmw fadd ptr %50, float %54 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store float %55, ptr %35, align 4
  %56 = load float, ptr %35, align 4
  %57 = load ptr, ptr %30, align 8
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %36, align 4
  br label %59

59:                                               ; preds = %92, %4
  %60 = load i32, ptr %36, align 4
  store i32 %60, ptr %37, align 4
  %61 = load i32, ptr %37, align 4
  %62 = load i32, ptr %33, align 4
  %63 = mul i32 %62, 3
  %64 = icmp ugt i32 %61, %63
  br i1 %64, label %65, label %67

65:                                               ; preds = %59
  %66 = load i32, ptr %37, align 4
  br label %70

67:                                               ; preds = %59
  %68 = load i32, ptr %33, align 4
  %69 = mul i32 %68, 3
  br label %70

70:                                               ; preds = %67, %65
  %71 = phi i32 [ %66, %65 ], [ %69, %67 ]
  store i32 %71, ptr %38, align 4
  %72 = load ptr, ptr %30, align 8
  %73 = load i32, ptr %38, align 4
  store i32 %73, ptr %39, align 4
  %74 = load i32, ptr %37, align 4
  %75 = load i32, ptr %39, align 4
  %76 = cmpxchg ptr %72, i32 %74, i32 %75 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !11
  %77 = extractvalue { i32, i1 } %76, 0
  %78 = extractvalue { i32, i1 } %76, 1
  br i1 %78, label %80, label %79

79:                                               ; preds = %70
  store i32 %77, ptr %37, align 4
  br label %80

80:                                               ; preds = %79, %70
  %81 = zext i1 %78 to i8
  store i8 %81, ptr %40, align 1
  %82 = load i8, ptr %40, align 1
  %83 = trunc i8 %82 to i1
  br i1 %83, label %84, label %86

84:                                               ; preds = %80
  %85 = load i32, ptr %37, align 4
  br label %88

86:                                               ; preds = %80
  %87 = load i32, ptr %37, align 4
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %85, %84 ], [ %87, %86 ]
  store i32 %89, ptr %36, align 4
  %90 = load ptr, ptr %30, align 8
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %36, align 4
  br label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %36, align 4
  %94 = load i32, ptr %33, align 4
  %95 = mul i32 %94, 3
  %96 = icmp ult i32 %93, %95
  br i1 %96, label %59, label %97, !llvm.loop !12

97:                                               ; preds = %92
  %98 = load ptr, ptr %31, align 8
  %99 = load i32, ptr %33, align 4
  %100 = sub nsw i32 0, %99
  store i32 %100, ptr %41, align 4
  %101 = load i32, ptr %41, align 4
  %102 = atomicrmw min ptr %98, i32 %101 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %102, ptr %42, align 4
  %103 = load i32, ptr %42, align 4
  %104 = load ptr, ptr %32, align 8
  %105 = load i32, ptr %33, align 4
  store i32 %105, ptr %43, align 4
  %106 = load i32, ptr %43, align 4
  %107 = atomicrmw xchg ptr %104, i32 %106 syncscope("agent") monotonic, align 4, !noalias.addrspace !11, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %107, ptr %44, align 4
  %108 = load i32, ptr %44, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i16 1, i16 1025}
!7 = !{}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{i32 1, i32 0}
!11 = !{i32 5, i32 6}
!12 = distinct !{!12, !9}
