; ModuleID = 'grid3d.hip'
source_filename = "grid3d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }
%struct.xl_grid_dim_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_yEv = comdat any

$_ZNK14xl_block_dim_t5get_yEv = comdat any

$_ZNK15xl_thread_idx_t5get_yEv = comdat any

$_ZNK14xl_block_idx_t5get_zEv = comdat any

$_ZNK14xl_block_dim_t5get_zEv = comdat any

$_ZNK15xl_thread_idx_t5get_zEv = comdat any

$_ZNK13xl_grid_dim_t5get_xEv = comdat any

$_ZNK13xl_grid_dim_t5get_yEv = comdat any

$_ZNK13xl_grid_dim_t5get_zEv = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@gridDim = extern_weak dso_local protected addrspace(1) global %struct.xl_grid_dim_t, align 1
@__hip_cuid_4d805fcc1acec51d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4d805fcc1acec51d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %2 to ptr
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %20 = load ptr, ptr %11, align 8
  store ptr %20, ptr %12, align 8
  %21 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %22 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %23 = mul i32 %21, %22
  %24 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %25 = add i32 %23, %24
  store i32 %25, ptr %13, align 4
  %26 = call noundef i32 @_ZNK14xl_block_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %27 = call noundef i32 @_ZNK14xl_block_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %28 = mul i32 %26, %27
  %29 = call noundef i32 @_ZNK15xl_thread_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %30 = add i32 %28, %29
  store i32 %30, ptr %14, align 4
  %31 = call noundef i32 @_ZNK14xl_block_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %32 = call noundef i32 @_ZNK14xl_block_dim_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %33 = mul i32 %31, %32
  %34 = call noundef i32 @_ZNK15xl_thread_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %35 = add i32 %33, %34
  store i32 %35, ptr %15, align 4
  %36 = call noundef i32 @_ZNK13xl_grid_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #3
  %37 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %38 = mul i32 %36, %37
  store i32 %38, ptr %16, align 4
  %39 = call noundef i32 @_ZNK13xl_grid_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #3
  %40 = call noundef i32 @_ZNK14xl_block_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %41 = mul i32 %39, %40
  store i32 %41, ptr %17, align 4
  %42 = load i32, ptr %15, align 4
  %43 = load i32, ptr %17, align 4
  %44 = mul i32 %42, %43
  %45 = load i32, ptr %14, align 4
  %46 = add i32 %44, %45
  %47 = load i32, ptr %16, align 4
  %48 = mul i32 %46, %47
  %49 = load i32, ptr %13, align 4
  %50 = add i32 %48, %49
  store i32 %50, ptr %18, align 4
  %51 = load ptr, ptr %12, align 8
  %52 = load i32, ptr %18, align 4
  %53 = mul i32 %52, 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr %51, i64 %54
  store ptr %55, ptr %19, align 8
  %56 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %57 = call noundef i32 @_ZNK15xl_thread_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %58 = shl i32 %57, 8
  %59 = or i32 %56, %58
  %60 = call noundef i32 @_ZNK15xl_thread_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %61 = shl i32 %60, 16
  %62 = or i32 %59, %61
  %63 = load ptr, ptr %19, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  store i32 %62, ptr %64, align 4
  %65 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %66 = call noundef i32 @_ZNK14xl_block_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %67 = shl i32 %66, 8
  %68 = or i32 %65, %67
  %69 = call noundef i32 @_ZNK14xl_block_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %70 = shl i32 %69, 16
  %71 = or i32 %68, %70
  %72 = load ptr, ptr %19, align 8
  %73 = getelementptr inbounds i32, ptr %72, i64 1
  store i32 %71, ptr %73, align 4
  %74 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %75 = call noundef i32 @_ZNK14xl_block_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %76 = shl i32 %75, 8
  %77 = or i32 %74, %76
  %78 = call noundef i32 @_ZNK14xl_block_dim_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %79 = shl i32 %78, 16
  %80 = or i32 %77, %79
  %81 = load ptr, ptr %19, align 8
  %82 = getelementptr inbounds i32, ptr %81, i64 2
  store i32 %80, ptr %82, align 4
  %83 = call noundef i32 @_ZNK13xl_grid_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #3
  %84 = call noundef i32 @_ZNK13xl_grid_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #3
  %85 = shl i32 %84, 8
  %86 = or i32 %83, %85
  %87 = call noundef i32 @_ZNK13xl_grid_dim_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @gridDim to ptr)) #3
  %88 = shl i32 %87, 16
  %89 = or i32 %86, %88
  %90 = load ptr, ptr %19, align 8
  %91 = getelementptr inbounds i32, ptr %90, i64 3
  store i32 %89, ptr %91, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !6, !invariant.load !7, !noundef !7
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.y()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 14
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !6, !invariant.load !7, !noundef !7
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.y()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.z()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 16
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !6, !invariant.load !7, !noundef !7
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.z()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK13xl_grid_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %6 to ptr
  %9 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %12 = getelementptr i8, ptr addrspace(4) %11, i32 12
  %13 = load i32, ptr addrspace(4) %12, align 4, !range !8, !invariant.load !7
  %14 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr i8, ptr addrspace(4) %14, i32 12
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !6, !invariant.load !7, !noundef !7
  %17 = zext i16 %16 to i32
  %18 = addrspacecast ptr addrspace(5) %2 to ptr
  %19 = addrspacecast ptr addrspace(5) %3 to ptr
  %20 = addrspacecast ptr addrspace(5) %4 to ptr
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %13, ptr %19, align 4
  store i32 %17, ptr %20, align 4
  %22 = load i32, ptr %19, align 4
  %23 = load i32, ptr %20, align 4
  %24 = udiv i32 %22, %23
  store i32 %24, ptr %21, align 4
  %25 = load i32, ptr %21, align 4
  %26 = load i32, ptr %19, align 4
  %27 = load i32, ptr %21, align 4
  %28 = load i32, ptr %20, align 4
  %29 = mul i32 %27, %28
  %30 = icmp ugt i32 %26, %29
  %31 = zext i1 %30 to i32
  %32 = add i32 %25, %31
  ret i32 %32
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK13xl_grid_dim_t5get_yEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %6 to ptr
  %9 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %12 = getelementptr i8, ptr addrspace(4) %11, i32 16
  %13 = load i32, ptr addrspace(4) %12, align 4, !range !8, !invariant.load !7
  %14 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr i8, ptr addrspace(4) %14, i32 14
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !6, !invariant.load !7, !noundef !7
  %17 = zext i16 %16 to i32
  %18 = addrspacecast ptr addrspace(5) %2 to ptr
  %19 = addrspacecast ptr addrspace(5) %3 to ptr
  %20 = addrspacecast ptr addrspace(5) %4 to ptr
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %13, ptr %19, align 4
  store i32 %17, ptr %20, align 4
  %22 = load i32, ptr %19, align 4
  %23 = load i32, ptr %20, align 4
  %24 = udiv i32 %22, %23
  store i32 %24, ptr %21, align 4
  %25 = load i32, ptr %21, align 4
  %26 = load i32, ptr %19, align 4
  %27 = load i32, ptr %21, align 4
  %28 = load i32, ptr %20, align 4
  %29 = mul i32 %27, %28
  %30 = icmp ugt i32 %26, %29
  %31 = zext i1 %30 to i32
  %32 = add i32 %25, %31
  ret i32 %32
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK13xl_grid_dim_t5get_zEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %6 to ptr
  %9 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %12 = getelementptr i8, ptr addrspace(4) %11, i32 20
  %13 = load i32, ptr addrspace(4) %12, align 4, !range !8, !invariant.load !7
  %14 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr i8, ptr addrspace(4) %14, i32 16
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !6, !invariant.load !7, !noundef !7
  %17 = zext i16 %16 to i32
  %18 = addrspacecast ptr addrspace(5) %2 to ptr
  %19 = addrspacecast ptr addrspace(5) %3 to ptr
  %20 = addrspacecast ptr addrspace(5) %4 to ptr
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %13, ptr %19, align 4
  store i32 %17, ptr %20, align 4
  %22 = load i32, ptr %19, align 4
  %23 = load i32, ptr %20, align 4
  %24 = udiv i32 %22, %23
  store i32 %24, ptr %21, align 4
  %25 = load i32, ptr %21, align 4
  %26 = load i32, ptr %19, align 4
  %27 = load i32, ptr %21, align 4
  %28 = load i32, ptr %20, align 4
  %29 = mul i32 %27, %28
  %30 = icmp ugt i32 %26, %29
  %31 = zext i1 %30 to i32
  %32 = add i32 %25, %31
  ret i32 %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!8 = !{i32 1, i32 0}
