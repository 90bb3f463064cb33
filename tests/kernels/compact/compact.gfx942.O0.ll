; ModuleID = 'compact.hip'
source_filename = "compact.hip"
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
@__hip_cuid_f84d309ca44cf77c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f84d309ca44cf77c to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @compact(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
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
  %26 = alloca i8, align 1, addrspace(5)
  %27 = alloca i64, align 8, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  %32 = addrspacecast ptr addrspace(5) %18 to ptr
  %33 = addrspacecast ptr addrspace(5) %19 to ptr
  %34 = addrspacecast ptr addrspace(5) %20 to ptr
  %35 = addrspacecast ptr addrspace(5) %21 to ptr
  %36 = addrspacecast ptr addrspace(5) %22 to ptr
  %37 = addrspacecast ptr addrspace(5) %23 to ptr
  %38 = addrspacecast ptr addrspace(5) %24 to ptr
  %39 = addrspacecast ptr addrspace(5) %25 to ptr
  %40 = addrspacecast ptr addrspace(5) %26 to ptr
  %41 = addrspacecast ptr addrspace(5) %27 to ptr
  %42 = addrspacecast ptr addrspace(5) %28 to ptr
  %43 = addrspacecast ptr addrspace(5) %29 to ptr
  %44 = addrspacecast ptr addrspace(5) %30 to ptr
  store ptr addrspace(1) %0, ptr %31, align 8
  %45 = load ptr, ptr %31, align 8
  store ptr addrspace(1) %1, ptr %32, align 8
  %46 = load ptr, ptr %32, align 8
  store ptr addrspace(1) %2, ptr %33, align 8
  %47 = load ptr, ptr %33, align 8
  store ptr %45, ptr %34, align 8
  store ptr %46, ptr %35, align 8
  store ptr %47, ptr %36, align 8
  store i32 %3, ptr %37, align 4
  %48 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %49 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %50 = mul i32 %48, %49
  %51 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %52 = add i32 %50, %51
  store i32 %52, ptr %38, align 4
  %53 = load i32, ptr %38, align 4
  %54 = load i32, ptr %37, align 4
  %55 = icmp uge i32 %53, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %4
  br label %132

57:                                               ; preds = %4
  %58 = load ptr, ptr %34, align 8
  %59 = load i32, ptr %38, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  store i32 %62, ptr %39, align 4
  %63 = load i32, ptr %39, align 4
  %64 = urem i32 %63, 3
  %65 = icmp eq i32 %64, 0
  %66 = zext i1 %65 to i8
  store i8 %66, ptr %40, align 1
  %67 = load i8, ptr %40, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  %70 = addrspacecast ptr addrspace(5) %13 to ptr
  %71 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %69, ptr %71, align 4
  %72 = load i32, ptr %71, align 4
  %73 = icmp ne i32 %72, 0
  %74 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %73)
  store i64 %74, ptr %41, align 8
  %75 = load i64, ptr %41, align 8
  %76 = lshr i64 %75, 32
  %77 = trunc i64 %76 to i32
  %78 = load i64, ptr %41, align 8
  %79 = trunc i64 %78 to i32
  %80 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %79, i32 0)
  %81 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %77, i32 %80)
  store i32 %81, ptr %42, align 4
  %82 = addrspacecast ptr addrspace(5) %15 to ptr
  %83 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 1, ptr %83, align 4
  %84 = load i32, ptr %83, align 4
  %85 = icmp ne i32 %84, 0
  %86 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %85)
  %87 = call i64 @llvm.cttz.i64(i64 %86, i1 true)
  %88 = trunc i64 %87 to i32
  store i32 %88, ptr %43, align 4
  store i32 0, ptr %44, align 4
  %89 = addrspacecast ptr addrspace(5) %12 to ptr
  %90 = call i32 @llvm.amdgcn.wavefrontsize()
  %91 = icmp eq i32 %90, 32
  br i1 %91, label %92, label %94

92:                                               ; preds = %57
  %93 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %93, ptr %89, align 4
  br label %97

94:                                               ; preds = %57
  %95 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %96 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %95)
  store i32 %96, ptr %89, align 4
  br label %97

97:                                               ; preds = %92, %94
  %98 = load i32, ptr %89, align 4
  %99 = load i32, ptr %43, align 4
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %119

101:                                              ; preds = %97
  %102 = load ptr, ptr %36, align 8
  %103 = load i64, ptr %41, align 8
  %104 = addrspacecast ptr addrspace(5) %5 to ptr
  %105 = addrspacecast ptr addrspace(5) %6 to ptr
  store i64 %103, ptr %105, align 8
  %106 = load i64, ptr %105, align 8
  %107 = call i64 @llvm.ctpop.i64(i64 %106)
  %108 = trunc i64 %107 to i32
  %109 = addrspacecast ptr addrspace(5) %7 to ptr
  %110 = addrspacecast ptr addrspace(5) %8 to ptr
  %111 = addrspacecast ptr addrspace(5) %9 to ptr
  %112 = addrspacecast ptr addrspace(5) %10 to ptr
  %113 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr %102, ptr %110, align 8
  store i32 %108, ptr %111, align 4
  %114 = load ptr, ptr %110, align 8
  %115 = load i32, ptr %111, align 4
  store i32 %115, ptr %112, align 4
  %116 = load i32, ptr %112, align 4
  %117 = atomicrmw add ptr %114, i32 %116 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %117, ptr %113, align 4
  %118 = load i32, ptr %113, align 4
  store i32 %118, ptr %44, align 4
  br label %119

119:                                              ; preds = %101, %97
  %120 = load i32, ptr %44, align 4
  %121 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %120)
  store i32 %121, ptr %44, align 4
  %122 = load i8, ptr %40, align 1
  %123 = trunc i8 %122 to i1
  br i1 %123, label %124, label %132

124:                                              ; preds = %119
  %125 = load i32, ptr %39, align 4
  %126 = load ptr, ptr %35, align 8
  %127 = load i32, ptr %44, align 4
  %128 = load i32, ptr %42, align 4
  %129 = add i32 %127, %128
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds nuw i32, ptr %126, i64 %130
  store i32 %125, ptr %131, align 4
  br label %132

132:                                              ; preds = %56, %124, %119
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
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !8, !invariant.load !7, !noundef !7
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 5, i32 6}
!7 = !{}
!8 = !{i16 1, i16 1025}
