; ModuleID = 'float_reduce.hip'
source_filename = "float_reduce.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_79be9e2bdf4911af = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_79be9e2bdf4911af to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !11
  %15 = fpext contract float %14 to double
  %16 = fmul contract double %15, %15
  %17 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %17)
  %19 = and i32 %18, -64
  %20 = add nsw i32 %19, 64
  %21 = bitcast float %14 to i32
  %22 = xor i32 %18, 1
  %23 = icmp slt i32 %22, %20
  %24 = select i1 %23, i32 %22, i32 %18
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %21)
  %27 = bitcast i32 %26 to float
  %28 = fadd contract float %14, %27
  %29 = bitcast double %16 to i64
  %30 = trunc i64 %29 to i32
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %30)
  %32 = zext i32 %31 to i64
  %33 = lshr i64 %29, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %34)
  %36 = zext i32 %35 to i64
  %37 = shl nuw i64 %36, 32
  %38 = or disjoint i64 %37, %32
  %39 = bitcast i64 %38 to double
  %40 = fadd contract double %16, %39
  %41 = bitcast float %28 to i32
  %42 = xor i32 %18, 2
  %43 = icmp slt i32 %42, %20
  %44 = select i1 %43, i32 %42, i32 %18
  %45 = shl i32 %44, 2
  %46 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %41)
  %47 = bitcast i32 %46 to float
  %48 = fadd contract float %28, %47
  %49 = bitcast double %40 to i64
  %50 = trunc i64 %49 to i32
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %50)
  %52 = zext i32 %51 to i64
  %53 = lshr i64 %49, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %54)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = or disjoint i64 %57, %52
  %59 = bitcast i64 %58 to double
  %60 = fadd contract double %40, %59
  %61 = bitcast float %48 to i32
  %62 = xor i32 %18, 4
  %63 = icmp slt i32 %62, %20
  %64 = select i1 %63, i32 %62, i32 %18
  %65 = shl i32 %64, 2
  %66 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %61)
  %67 = bitcast i32 %66 to float
  %68 = fadd contract float %48, %67
  %69 = bitcast double %60 to i64
  %70 = trunc i64 %69 to i32
  %71 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %70)
  %72 = zext i32 %71 to i64
  %73 = lshr i64 %69, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %74)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = or disjoint i64 %77, %72
  %79 = bitcast i64 %78 to double
  %80 = fadd contract double %60, %79
  %81 = bitcast float %68 to i32
  %82 = xor i32 %18, 8
  %83 = icmp slt i32 %82, %20
  %84 = select i1 %83, i32 %82, i32 %18
  %85 = shl i32 %84, 2
  %86 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %81)
  %87 = bitcast i32 %86 to float
  %88 = fadd contract float %68, %87
  %89 = bitcast double %80 to i64
  %90 = trunc i64 %89 to i32
  %91 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %90)
  %92 = zext i32 %91 to i64
  %93 = lshr i64 %89, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %94)
  %96 = zext i32 %95 to i64
  %97 = shl nuw i64 %96, 32
  %98 = or disjoint i64 %97, %92
  %99 = bitcast i64 %98 to double
  %100 = fadd contract double %80, %99
  %101 = bitcast float %88 to i32
  %102 = xor i32 %18, 16
  %103 = icmp slt i32 %102, %20
  %104 = select i1 %103, i32 %102, i32 %18
  %105 = shl i32 %104, 2
  %106 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %101)
  %107 = bitcast i32 %106 to float
  %108 = fadd contract float %88, %107
  %109 = bitcast double %100 to i64
  %110 = trunc i64 %109 to i32
  %111 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %110)
  %112 = zext i32 %111 to i64
  %113 = lshr i64 %109, 32
  %114 = trunc nuw i64 %113 to i32
  %115 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %114)
  %116 = zext i32 %115 to i64
  %117 = shl nuw i64 %116, 32
  %118 = or disjoint i64 %117, %112
  %119 = bitcast i64 %118 to double
  %120 = fadd contract double %100, %119
  %121 = bitcast float %108 to i32
  %122 = xor i32 %18, 32
  %123 = icmp slt i32 %122, %20
  %124 = select i1 %123, i32 %122, i32 %18
  %125 = shl i32 %124, 2
  %126 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %125, i32 %121)
  %127 = bitcast i32 %126 to float
  %128 = fadd contract float %108, %127
  %129 = bitcast double %120 to i64
  %130 = trunc i64 %129 to i32
  %131 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %125, i32 %130)
  %132 = zext i32 %131 to i64
  %133 = lshr i64 %129, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %125, i32 %134)
  %136 = zext i32 %135 to i64
  %137 = shl nuw i64 %136, 32
  %138 = or disjoint i64 %137, %132
  %139 = bitcast i64 %138 to double
  %140 = fadd contract double %120, %139
  %141 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  store float %128, ptr addrspace(1) %141, align 4, !tbaa !11
  %142 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %12
  store double %140, ptr addrspace(1) %142, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
