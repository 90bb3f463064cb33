; ModuleID = 'bitonic.hip'
source_filename = "bitonic.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_ffe0102f77e0c254 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ffe0102f77e0c254 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bitonic(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = zext i32 %10 to i64
  %13 = and i32 %11, -32
  %14 = add nsw i32 %13, 32
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = and i32 %11, 2
  %18 = icmp ne i32 %17, 0
  %19 = and i32 %11, 1
  %20 = icmp eq i32 %19, 0
  %21 = xor i1 %18, %20
  %22 = xor i32 %11, 1
  %23 = icmp slt i32 %22, %14
  %24 = select i1 %23, i32 %22, i32 %11
  %25 = shl i32 %24, 2
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %16)
  %27 = tail call i32 @llvm.umin.i32(i32 %16, i32 %26)
  %28 = tail call i32 @llvm.umax.i32(i32 %16, i32 %26)
  %29 = select i1 %21, i32 %27, i32 %28
  %30 = and i32 %11, 4
  %31 = icmp ne i32 %30, 0
  %32 = xor i32 %11, 2
  %33 = icmp slt i32 %32, %14
  %34 = select i1 %33, i32 %32, i32 %11
  %35 = shl i32 %34, 2
  %36 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %29)
  %37 = and i32 %11, 2
  %38 = icmp eq i32 %37, 0
  %39 = tail call i32 @llvm.umin.i32(i32 %29, i32 %36)
  %40 = tail call i32 @llvm.umax.i32(i32 %29, i32 %36)
  %41 = xor i1 %31, %38
  %42 = select i1 %41, i32 %39, i32 %40
  %43 = xor i32 %11, 1
  %44 = icmp slt i32 %43, %14
  %45 = select i1 %44, i32 %43, i32 %11
  %46 = shl i32 %45, 2
  %47 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = and i32 %11, 1
  %49 = icmp eq i32 %48, 0
  %50 = tail call i32 @llvm.umin.i32(i32 %42, i32 %47)
  %51 = tail call i32 @llvm.umax.i32(i32 %42, i32 %47)
  %52 = xor i1 %31, %49
  %53 = select i1 %52, i32 %50, i32 %51
  %54 = and i32 %11, 8
  %55 = icmp ne i32 %54, 0
  %56 = xor i32 %11, 4
  %57 = icmp slt i32 %56, %14
  %58 = select i1 %57, i32 %56, i32 %11
  %59 = shl i32 %58, 2
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %53)
  %61 = and i32 %11, 4
  %62 = icmp eq i32 %61, 0
  %63 = tail call i32 @llvm.umin.i32(i32 %53, i32 %60)
  %64 = tail call i32 @llvm.umax.i32(i32 %53, i32 %60)
  %65 = xor i1 %55, %62
  %66 = select i1 %65, i32 %63, i32 %64
  %67 = xor i32 %11, 2
  %68 = icmp slt i32 %67, %14
  %69 = select i1 %68, i32 %67, i32 %11
  %70 = shl i32 %69, 2
  %71 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = and i32 %11, 2
  %73 = icmp eq i32 %72, 0
  %74 = tail call i32 @llvm.umin.i32(i32 %66, i32 %71)
  %75 = tail call i32 @llvm.umax.i32(i32 %66, i32 %71)
  %76 = xor i1 %55, %73
  %77 = select i1 %76, i32 %74, i32 %75
  %78 = xor i32 %11, 1
  %79 = icmp slt i32 %78, %14
  %80 = select i1 %79, i32 %78, i32 %11
  %81 = shl i32 %80, 2
  %82 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %77)
  %83 = and i32 %11, 1
  %84 = icmp eq i32 %83, 0
  %85 = tail call i32 @llvm.umin.i32(i32 %77, i32 %82)
  %86 = tail call i32 @llvm.umax.i32(i32 %77, i32 %82)
  %87 = xor i1 %55, %84
  %88 = select i1 %87, i32 %85, i32 %86
  %89 = and i32 %11, 16
  %90 = icmp ne i32 %89, 0
  %91 = xor i32 %11, 8
  %92 = icmp slt i32 %91, %14
  %93 = select i1 %92, i32 %91, i32 %11
  %94 = shl i32 %93, 2
  %95 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %94, i32 %88)
  %96 = and i32 %11, 8
  %97 = icmp eq i32 %96, 0
  %98 = tail call i32 @llvm.umin.i32(i32 %88, i32 %95)
  %99 = tail call i32 @llvm.umax.i32(i32 %88, i32 %95)
  %100 = xor i1 %90, %97
  %101 = select i1 %100, i32 %98, i32 %99
  %102 = xor i32 %11, 4
  %103 = icmp slt i32 %102, %14
  %104 = select i1 %103, i32 %102, i32 %11
  %105 = shl i32 %104, 2
  %106 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %101)
  %107 = and i32 %11, 4
  %108 = icmp eq i32 %107, 0
  %109 = tail call i32 @llvm.umin.i32(i32 %101, i32 %106)
  %110 = tail call i32 @llvm.umax.i32(i32 %101, i32 %106)
  %111 = xor i1 %90, %108
  %112 = select i1 %111, i32 %109, i32 %110
  %113 = xor i32 %11, 2
  %114 = icmp slt i32 %113, %14
  %115 = select i1 %114, i32 %113, i32 %11
  %116 = shl i32 %115, 2
  %117 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %116, i32 %112)
  %118 = and i32 %11, 2
  %119 = icmp eq i32 %118, 0
  %120 = tail call i32 @llvm.umin.i32(i32 %112, i32 %117)
  %121 = tail call i32 @llvm.umax.i32(i32 %112, i32 %117)
  %122 = xor i1 %90, %119
  %123 = select i1 %122, i32 %120, i32 %121
  %124 = xor i32 %11, 1
  %125 = icmp slt i32 %124, %14
  %126 = select i1 %125, i32 %124, i32 %11
  %127 = shl i32 %126, 2
  %128 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %123)
  %129 = and i32 %11, 1
  %130 = icmp eq i32 %129, 0
  %131 = tail call i32 @llvm.umin.i32(i32 %123, i32 %128)
  %132 = tail call i32 @llvm.umax.i32(i32 %123, i32 %128)
  %133 = xor i1 %90, %130
  %134 = select i1 %133, i32 %131, i32 %132
  %135 = and i32 %11, 32
  %136 = icmp ne i32 %135, 0
  %137 = xor i32 %11, 16
  %138 = icmp slt i32 %137, %14
  %139 = select i1 %138, i32 %137, i32 %11
  %140 = shl i32 %139, 2
  %141 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %140, i32 %134)
  %142 = and i32 %11, 16
  %143 = icmp eq i32 %142, 0
  %144 = tail call i32 @llvm.umin.i32(i32 %134, i32 %141)
  %145 = tail call i32 @llvm.umax.i32(i32 %134, i32 %141)
  %146 = xor i1 %136, %143
  %147 = select i1 %146, i32 %144, i32 %145
  %148 = xor i32 %11, 8
  %149 = icmp slt i32 %148, %14
  %150 = select i1 %149, i32 %148, i32 %11
  %151 = shl i32 %150, 2
  %152 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %151, i32 %147)
  %153 = and i32 %11, 8
  %154 = icmp eq i32 %153, 0
  %155 = tail call i32 @llvm.umin.i32(i32 %147, i32 %152)
  %156 = tail call i32 @llvm.umax.i32(i32 %147, i32 %152)
  %157 = xor i1 %136, %154
  %158 = select i1 %157, i32 %155, i32 %156
  %159 = xor i32 %11, 4
  %160 = icmp slt i32 %159, %14
  %161 = select i1 %160, i32 %159, i32 %11
  %162 = shl i32 %161, 2
  %163 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %162, i32 %158)
  %164 = and i32 %11, 4
  %165 = icmp eq i32 %164, 0
  %166 = tail call i32 @llvm.umin.i32(i32 %158, i32 %163)
  %167 = tail call i32 @llvm.umax.i32(i32 %158, i32 %163)
  %168 = xor i1 %136, %165
  %169 = select i1 %168, i32 %166, i32 %167
  %170 = xor i32 %11, 2
  %171 = icmp slt i32 %170, %14
  %172 = select i1 %171, i32 %170, i32 %11
  %173 = shl i32 %172, 2
  %174 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %173, i32 %169)
  %175 = and i32 %11, 2
  %176 = icmp eq i32 %175, 0
  %177 = tail call i32 @llvm.umin.i32(i32 %169, i32 %174)
  %178 = tail call i32 @llvm.umax.i32(i32 %169, i32 %174)
  %179 = xor i1 %136, %176
  %180 = select i1 %179, i32 %177, i32 %178
  %181 = xor i32 %11, 1
  %182 = icmp slt i32 %181, %14
  %183 = select i1 %182, i32 %181, i32 %11
  %184 = shl i32 %183, 2
  %185 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %184, i32 %180)
  %186 = and i32 %11, 1
  %187 = icmp eq i32 %186, 0
  %188 = xor i1 %136, %187
  %189 = tail call i32 @llvm.umin.i32(i32 %180, i32 %185)
  %190 = tail call i32 @llvm.umax.i32(i32 %180, i32 %185)
  %191 = select i1 %188, i32 %189, i32 %190
  %192 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %191, ptr addrspace(1) %192, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
