; ModuleID = 'exec_masks.hip'
source_filename = "exec_masks.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@__hip_cuid_cf22e46a4c165b96 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_cf22e46a4c165b96 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @nested(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #0 {
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %11 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %15 to ptr
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  %33 = addrspacecast ptr addrspace(5) %19 to ptr
  %34 = addrspacecast ptr addrspace(5) %20 to ptr
  %35 = addrspacecast ptr addrspace(5) %21 to ptr
  %36 = addrspacecast ptr addrspace(5) %22 to ptr
  %37 = addrspacecast ptr addrspace(5) %23 to ptr
  store ptr addrspace(1) %0, ptr %24, align 8
  %38 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %1, ptr %25, align 8
  %39 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %2, ptr %26, align 8
  %40 = load ptr, ptr %26, align 8
  store ptr addrspace(1) %3, ptr %27, align 8
  %41 = load ptr, ptr %27, align 8
  store ptr %38, ptr %28, align 8
  store ptr %39, ptr %29, align 8
  store ptr %40, ptr %30, align 8
  store ptr %41, ptr %31, align 8
  %42 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %43 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %44 = mul i32 %42, %43
  %45 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %46 = add i32 %44, %45
  store i32 %46, ptr %32, align 4
  %47 = addrspacecast ptr addrspace(5) %9 to ptr
  %48 = call i32 @llvm.amdgcn.wavefrontsize()
  %49 = icmp eq i32 %48, 32
  br i1 %49, label %50, label %52

50:                                               ; preds = %4
  %51 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %51, ptr %47, align 4
  br label %55

52:                                               ; preds = %4
  %53 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %54 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %53)
  store i32 %54, ptr %47, align 4
  br label %55

55:                                               ; preds = %50, %52
  %56 = load i32, ptr %47, align 4
  store i32 %56, ptr %33, align 4
  %57 = load ptr, ptr %28, align 8
  %58 = load i32, ptr %32, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %34, align 4
  store i64 -1, ptr %35, align 8
  store i64 -1, ptr %36, align 8
  store i32 -1, ptr %37, align 4
  %62 = load i32, ptr %33, align 4
  %63 = urem i32 %62, 3
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %83

65:                                               ; preds = %55
  %66 = addrspacecast ptr addrspace(5) %5 to ptr
  %67 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 1, ptr %67, align 4
  %68 = load i32, ptr %67, align 4
  %69 = icmp ne i32 %68, 0
  %70 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %69)
  store i64 %70, ptr %35, align 8
  %71 = load i32, ptr %33, align 4
  %72 = and i32 %71, 4
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %82

74:                                               ; preds = %65
  %75 = addrspacecast ptr addrspace(5) %7 to ptr
  %76 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 1, ptr %76, align 4
  %77 = load i32, ptr %76, align 4
  %78 = icmp ne i32 %77, 0
  %79 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %78)
  store i64 %79, ptr %36, align 8
  %80 = load i32, ptr %34, align 4
  %81 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %80)
  store i32 %81, ptr %37, align 4
  br label %82

82:                                               ; preds = %74, %65
  br label %83

83:                                               ; preds = %82, %55
  %84 = load i64, ptr %35, align 8
  %85 = load ptr, ptr %29, align 8
  %86 = load i32, ptr %32, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds nuw i64, ptr %85, i64 %87
  store i64 %84, ptr %88, align 8
  %89 = load i64, ptr %36, align 8
  %90 = load ptr, ptr %30, align 8
  %91 = load i32, ptr %32, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds nuw i64, ptr %90, i64 %92
  store i64 %89, ptr %93, align 8
  %94 = load i32, ptr %37, align 4
  %95 = load ptr, ptr %31, align 8
  %96 = load i32, ptr %32, align 4
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw i32, ptr %95, i64 %97
  store i32 %94, ptr %98, align 4
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

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @loop(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca ptr, align 8, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = addrspacecast ptr addrspace(5) %17 to ptr
  %29 = addrspacecast ptr addrspace(5) %18 to ptr
  %30 = addrspacecast ptr addrspace(5) %19 to ptr
  %31 = addrspacecast ptr addrspace(5) %20 to ptr
  %32 = addrspacecast ptr addrspace(5) %21 to ptr
  %33 = addrspacecast ptr addrspace(5) %22 to ptr
  %34 = addrspacecast ptr addrspace(5) %23 to ptr
  %35 = addrspacecast ptr addrspace(5) %24 to ptr
  %36 = addrspacecast ptr addrspace(5) %25 to ptr
  %37 = addrspacecast ptr addrspace(5) %26 to ptr
  %38 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr addrspace(1) %0, ptr %28, align 8
  %39 = load ptr, ptr %28, align 8
  store ptr addrspace(1) %1, ptr %29, align 8
  %40 = load ptr, ptr %29, align 8
  store ptr addrspace(1) %2, ptr %30, align 8
  %41 = load ptr, ptr %30, align 8
  store ptr %39, ptr %31, align 8
  store ptr %40, ptr %32, align 8
  store ptr %41, ptr %33, align 8
  %42 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %43 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %44 = mul i32 %42, %43
  %45 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %46 = add i32 %44, %45
  store i32 %46, ptr %34, align 4
  %47 = load ptr, ptr %31, align 8
  %48 = load i32, ptr %34, align 4
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %35, align 4
  %52 = load i32, ptr %35, align 4
  %53 = and i32 %52, 7
  store i32 %53, ptr %36, align 4
  %54 = load i32, ptr %35, align 4
  %55 = lshr i32 %54, 3
  %56 = and i32 %55, 65535
  store i32 %56, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %57

57:                                               ; preds = %118, %3
  %58 = load i32, ptr %38, align 4
  %59 = load i32, ptr %36, align 4
  %60 = icmp ult i32 %58, %59
  br i1 %60, label %61, label %121

61:                                               ; preds = %57
  %62 = load i32, ptr %37, align 4
  %63 = call i32 @llvm.amdgcn.wavefrontsize()
  %64 = addrspacecast ptr addrspace(5) %11 to ptr
  %65 = addrspacecast ptr addrspace(5) %12 to ptr
  %66 = addrspacecast ptr addrspace(5) %13 to ptr
  %67 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %62, ptr %65, align 4
  store i32 1, ptr %66, align 4
  store i32 %63, ptr %67, align 4
  %68 = load i32, ptr %65, align 4
  %69 = load i32, ptr %66, align 4
  %70 = load i32, ptr %67, align 4
  %71 = addrspacecast ptr addrspace(5) %5 to ptr
  %72 = addrspacecast ptr addrspace(5) %6 to ptr
  %73 = addrspacecast ptr addrspace(5) %7 to ptr
  %74 = addrspacecast ptr addrspace(5) %8 to ptr
  %75 = addrspacecast ptr addrspace(5) %9 to ptr
  %76 = addrspacecast ptr addrspace(5) %10 to ptr
  store i32 %68, ptr %72, align 4
  store i32 %69, ptr %73, align 4
  store i32 %70, ptr %74, align 4
  %77 = addrspacecast ptr addrspace(5) %4 to ptr
  %78 = call i32 @llvm.amdgcn.wavefrontsize()
  %79 = icmp eq i32 %78, 32
  br i1 %79, label %80, label %82

80:                                               ; preds = %61
  %81 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %81, ptr %77, align 4
  br label %85

82:                                               ; preds = %61
  %83 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %84 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %83)
  store i32 %84, ptr %77, align 4
  br label %85

85:                                               ; preds = %82, %80
  %86 = load i32, ptr %77, align 4
  store i32 %86, ptr %75, align 4
  %87 = load i32, ptr %75, align 4
  %88 = load i32, ptr %73, align 4
  %89 = xor i32 %87, %88
  store i32 %89, ptr %76, align 4
  %90 = load i32, ptr %76, align 4
  %91 = load i32, ptr %75, align 4
  %92 = load i32, ptr %74, align 4
  %93 = add nsw i32 %91, %92
  %94 = load i32, ptr %74, align 4
  %95 = sub nsw i32 %94, 1
  %96 = xor i32 %95, -1
  %97 = and i32 %93, %96
  %98 = icmp sge i32 %90, %97
  br i1 %98, label %99, label %101

99:                                               ; preds = %85
  %100 = load i32, ptr %75, align 4
  br label %103

101:                                              ; preds = %85
  %102 = load i32, ptr %76, align 4
  br label %103

103:                                              ; preds = %99, %101
  %104 = phi i32 [ %100, %99 ], [ %102, %101 ]
  store i32 %104, ptr %76, align 4
  %105 = load i32, ptr %76, align 4
  %106 = shl i32 %105, 2
  %107 = load i32, ptr %72, align 4
  %108 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %107)
  %109 = load i32, ptr %38, align 4
  %110 = add i32 %108, %109
  %111 = load i32, ptr %37, align 4
  %112 = add i32 %111, %110
  store i32 %112, ptr %37, align 4
  %113 = load i32, ptr %37, align 4
  %114 = and i32 %113, 3
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %117

116:                                              ; preds = %103
  br label %121

117:                                              ; preds = %103
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %38, align 4
  %120 = add i32 %119, 1
  store i32 %120, ptr %38, align 4
  br label %57, !llvm.loop !8

121:                                              ; preds = %116, %57
  %122 = load i32, ptr %37, align 4
  %123 = load ptr, ptr %32, align 8
  %124 = load i32, ptr %34, align 4
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds nuw i32, ptr %123, i64 %125
  store i32 %122, ptr %126, align 4
  %127 = addrspacecast ptr addrspace(5) %15 to ptr
  %128 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 1, ptr %128, align 4
  %129 = load i32, ptr %128, align 4
  %130 = icmp ne i32 %129, 0
  %131 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %130)
  %132 = load ptr, ptr %33, align 8
  %133 = load i32, ptr %34, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds nuw i64, ptr %132, i64 %134
  store i64 %131, ptr %135, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
