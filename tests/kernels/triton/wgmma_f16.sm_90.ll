; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_acc(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %10 = shl i32 %9, 6, !dbg !14
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %12 = and i32 %11, 96, !dbg !15
  %13 = lshr exact i32 %12, 5, !dbg !15
  %14 = or disjoint i32 %13, 4, !dbg !15
  %15 = or disjoint i32 %13, 8, !dbg !15
  %16 = or disjoint i32 %13, 12, !dbg !15
  %17 = or disjoint i32 %13, 16, !dbg !15
  %18 = or disjoint i32 %13, 20, !dbg !15
  %19 = or disjoint i32 %13, 24, !dbg !15
  %20 = or disjoint i32 %13, 28, !dbg !15
  %21 = or disjoint i32 %13, %10, !dbg !14
  %22 = or disjoint i32 %14, %10, !dbg !14
  %23 = or disjoint i32 %15, %10, !dbg !14
  %24 = or disjoint i32 %16, %10, !dbg !14
  %25 = or disjoint i32 %17, %10, !dbg !14
  %26 = or disjoint i32 %18, %10, !dbg !14
  %27 = or disjoint i32 %19, %10, !dbg !14
  %28 = or disjoint i32 %20, %10, !dbg !14
  %29 = or disjoint i32 %21, 32, !dbg !14
  %30 = or disjoint i32 %21, 36, !dbg !14
  %31 = or disjoint i32 %21, 40, !dbg !14
  %32 = or disjoint i32 %21, 44, !dbg !14
  %33 = or disjoint i32 %21, 48, !dbg !14
  %34 = or disjoint i32 %21, 52, !dbg !14
  %35 = or disjoint i32 %21, 56, !dbg !14
  %36 = or disjoint i32 %21, 60, !dbg !14
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !16
  %38 = shl nuw nsw i32 %37, 5, !dbg !16
  %39 = and i32 %11, 31, !dbg !17
  %40 = or disjoint i32 %38, %39, !dbg !16
  %41 = add i32 %5, 31, !dbg !18
  %42 = icmp slt i32 %21, %3, !dbg !23
  %43 = icmp slt i32 %22, %3, !dbg !23
  %44 = icmp slt i32 %23, %3, !dbg !23
  %45 = icmp slt i32 %24, %3, !dbg !23
  %46 = icmp slt i32 %25, %3, !dbg !23
  %47 = icmp slt i32 %26, %3, !dbg !23
  %48 = icmp slt i32 %27, %3, !dbg !23
  %49 = icmp slt i32 %28, %3, !dbg !23
  %50 = icmp slt i32 %29, %3, !dbg !23
  %51 = icmp slt i32 %30, %3, !dbg !23
  %52 = icmp slt i32 %31, %3, !dbg !23
  %53 = icmp slt i32 %32, %3, !dbg !23
  %54 = icmp slt i32 %33, %3, !dbg !23
  %55 = icmp slt i32 %34, %3, !dbg !23
  %56 = icmp slt i32 %35, %3, !dbg !23
  %57 = icmp slt i32 %36, %3, !dbg !23
  %58 = mul i32 %5, %21, !dbg !24
  %59 = mul i32 %5, %22, !dbg !24
  %60 = mul i32 %5, %23, !dbg !24
  %61 = mul i32 %5, %24, !dbg !24
  %62 = mul i32 %5, %25, !dbg !24
  %63 = mul i32 %5, %26, !dbg !24
  %64 = mul i32 %5, %27, !dbg !24
  %65 = mul i32 %5, %28, !dbg !24
  %66 = mul i32 %5, %29, !dbg !24
  %67 = mul i32 %5, %30, !dbg !24
  %68 = mul i32 %5, %31, !dbg !24
  %69 = mul i32 %5, %32, !dbg !24
  %70 = mul i32 %5, %33, !dbg !24
  %71 = mul i32 %5, %34, !dbg !24
  %72 = mul i32 %5, %35, !dbg !24
  %73 = mul i32 %5, %36, !dbg !24
  %74 = sext i32 %58 to i64, !dbg !25
  %75 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %74, !dbg !25
  %76 = sext i32 %59 to i64, !dbg !25
  %77 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %76, !dbg !25
  %78 = sext i32 %60 to i64, !dbg !25
  %79 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %78, !dbg !25
  %80 = sext i32 %61 to i64, !dbg !25
  %81 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %80, !dbg !25
  %82 = sext i32 %62 to i64, !dbg !25
  %83 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %82, !dbg !25
  %84 = sext i32 %63 to i64, !dbg !25
  %85 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %84, !dbg !25
  %86 = sext i32 %64 to i64, !dbg !25
  %87 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %86, !dbg !25
  %88 = sext i32 %65 to i64, !dbg !25
  %89 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %88, !dbg !25
  %90 = sext i32 %66 to i64, !dbg !25
  %91 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %90, !dbg !25
  %92 = sext i32 %67 to i64, !dbg !25
  %93 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %92, !dbg !25
  %94 = sext i32 %68 to i64, !dbg !25
  %95 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %94, !dbg !25
  %96 = sext i32 %69 to i64, !dbg !25
  %97 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %96, !dbg !25
  %98 = sext i32 %70 to i64, !dbg !25
  %99 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %98, !dbg !25
  %100 = sext i32 %71 to i64, !dbg !25
  %101 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %100, !dbg !25
  %102 = sext i32 %72 to i64, !dbg !25
  %103 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %102, !dbg !25
  %104 = sext i32 %73 to i64, !dbg !25
  %105 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %104, !dbg !25
  %106 = icmp slt i32 %40, %4, !dbg !26
  %107 = icmp sgt i32 %41, 31, !dbg !27
  %108 = shl nuw nsw i32 %11, 1
  br i1 %107, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !27

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %40 to i64, !dbg !28
  br label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %109 = lshr i32 %41, 5, !dbg !29
  %110 = and i32 %108, 126
  %111 = and i32 %11, 64
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i32 0, i32 144
  %114 = xor i32 %113, %110
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114
  %116 = or disjoint i32 %114, 512
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116
  %118 = or disjoint i32 %114, 1024
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %118
  %120 = or disjoint i32 %114, 1536
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %120
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 2048
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 2560
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 3072
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %115, i32 3584
  %126 = xor i32 %114, 288
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126
  %128 = or disjoint i32 %126, 512
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %128
  %130 = or disjoint i32 %126, 1024
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %130
  %132 = or disjoint i32 %126, 1536
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2048
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2560
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 3072
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 3584
  %138 = zext nneg i32 %40 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %138, !dbg !27
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %114
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %116
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %118
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %120
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %126
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %128
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %130
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %132
  %147 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %148 = and i32 %147, 32767
  %149 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %150 = and i32 %149, 32767
  %151 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %148, i64 0
  %152 = bitcast <2 x i32> %151 to i64
  %153 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %150, i64 0
  %154 = bitcast <2 x i32> %153 to i64
  %155 = add nuw nsw i32 %148, 2
  %156 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %155, i64 0
  %157 = bitcast <2 x i32> %156 to i64
  %158 = add nuw nsw i32 %150, 64
  %159 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %158, i64 0
  %160 = bitcast <2 x i32> %159 to i64
  %161 = zext nneg i32 %13 to i64, !dbg !27
  %162 = zext nneg i32 %5 to i64, !dbg !27
  %163 = zext nneg i32 %14 to i64, !dbg !27
  %164 = zext nneg i32 %15 to i64, !dbg !27
  %165 = zext nneg i32 %16 to i64, !dbg !27
  %166 = zext nneg i32 %17 to i64, !dbg !27
  %167 = zext nneg i32 %18 to i64, !dbg !27
  %168 = zext nneg i32 %19 to i64, !dbg !27
  %169 = zext nneg i32 %20 to i64, !dbg !27
  %170 = zext nneg i32 %39 to i64, !dbg !27
  %wide.trip.count = zext nneg i32 %109 to i64, !dbg !27
  br label %171, !dbg !27

171:                                              ; preds = %.lr.ph, %171
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %171 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %354, %171 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %355, %171 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %356, %171 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %357, %171 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %358, %171 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %359, %171 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %360, %171 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %361, %171 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %362, %171 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %363, %171 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %364, %171 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %365, %171 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %366, %171 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph ], [ %367, %171 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph ], [ %368, %171 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph ], [ %369, %171 ]
  %188 = shl nuw nsw i64 %indvars.iv, 5, !dbg !30
  %189 = or disjoint i64 %188, %161, !dbg !30
  %190 = or disjoint i64 %188, %163, !dbg !30
  %191 = or disjoint i64 %188, %164, !dbg !30
  %192 = or disjoint i64 %188, %165, !dbg !30
  %193 = or disjoint i64 %188, %166, !dbg !30
  %194 = or disjoint i64 %188, %167, !dbg !30
  %195 = or disjoint i64 %188, %168, !dbg !30
  %196 = or disjoint i64 %188, %169, !dbg !30
  %197 = or disjoint i64 %188, %170, !dbg !30
  %198 = icmp samesign ult i64 %197, %162, !dbg !31
  %199 = and i1 %42, %198, !dbg !32
  %200 = and i1 %43, %198, !dbg !32
  %201 = and i1 %44, %198, !dbg !32
  %202 = and i1 %45, %198, !dbg !32
  %203 = and i1 %46, %198, !dbg !32
  %204 = and i1 %47, %198, !dbg !32
  %205 = and i1 %48, %198, !dbg !32
  %206 = and i1 %49, %198, !dbg !32
  %207 = and i1 %50, %198, !dbg !32
  %208 = and i1 %51, %198, !dbg !32
  %209 = and i1 %52, %198, !dbg !32
  %210 = and i1 %53, %198, !dbg !32
  %211 = and i1 %54, %198, !dbg !32
  %212 = and i1 %55, %198, !dbg !32
  %213 = and i1 %56, %198, !dbg !32
  %214 = and i1 %57, %198, !dbg !32
  %215 = getelementptr [2 x i8], ptr addrspace(1) %75, i64 %197, !dbg !25
  %216 = getelementptr [2 x i8], ptr addrspace(1) %77, i64 %197, !dbg !25
  %217 = getelementptr [2 x i8], ptr addrspace(1) %79, i64 %197, !dbg !25
  %218 = getelementptr [2 x i8], ptr addrspace(1) %81, i64 %197, !dbg !25
  %219 = getelementptr [2 x i8], ptr addrspace(1) %83, i64 %197, !dbg !25
  %220 = getelementptr [2 x i8], ptr addrspace(1) %85, i64 %197, !dbg !25
  %221 = getelementptr [2 x i8], ptr addrspace(1) %87, i64 %197, !dbg !25
  %222 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %197, !dbg !25
  %223 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %197, !dbg !25
  %224 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %197, !dbg !25
  %225 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %197, !dbg !25
  %226 = getelementptr [2 x i8], ptr addrspace(1) %97, i64 %197, !dbg !25
  %227 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %197, !dbg !25
  %228 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %197, !dbg !25
  %229 = getelementptr [2 x i8], ptr addrspace(1) %103, i64 %197, !dbg !25
  %230 = getelementptr [2 x i8], ptr addrspace(1) %105, i64 %197, !dbg !25
  %231 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %215, i1 %199) #6, !dbg !33
  %232 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %216, i1 %200) #6, !dbg !33
  %233 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %217, i1 %201) #6, !dbg !33
  %234 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %218, i1 %202) #6, !dbg !33
  %235 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %219, i1 %203) #6, !dbg !33
  %236 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %220, i1 %204) #6, !dbg !33
  %237 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %221, i1 %205) #6, !dbg !33
  %238 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %222, i1 %206) #6, !dbg !33
  %239 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %223, i1 %207) #6, !dbg !33
  %240 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %224, i1 %208) #6, !dbg !33
  %241 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %225, i1 %209) #6, !dbg !33
  %242 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %226, i1 %210) #6, !dbg !33
  %243 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %227, i1 %211) #6, !dbg !33
  %244 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %228, i1 %212) #6, !dbg !33
  %245 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %229, i1 %213) #6, !dbg !33
  %246 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %230, i1 %214) #6, !dbg !33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !33
  %247 = insertelement <1 x i16> poison, i16 %231, i64 0, !dbg !33
  store <1 x i16> %247, ptr addrspace(3) %115, align 2, !dbg !33
  %248 = insertelement <1 x i16> poison, i16 %233, i64 0, !dbg !33
  store <1 x i16> %248, ptr addrspace(3) %117, align 2, !dbg !33
  %249 = insertelement <1 x i16> poison, i16 %235, i64 0, !dbg !33
  store <1 x i16> %249, ptr addrspace(3) %119, align 2, !dbg !33
  %250 = insertelement <1 x i16> poison, i16 %237, i64 0, !dbg !33
  store <1 x i16> %250, ptr addrspace(3) %121, align 2, !dbg !33
  %251 = insertelement <1 x i16> poison, i16 %239, i64 0, !dbg !33
  store <1 x i16> %251, ptr addrspace(3) %122, align 2, !dbg !33
  %252 = insertelement <1 x i16> poison, i16 %241, i64 0, !dbg !33
  store <1 x i16> %252, ptr addrspace(3) %123, align 2, !dbg !33
  %253 = insertelement <1 x i16> poison, i16 %243, i64 0, !dbg !33
  store <1 x i16> %253, ptr addrspace(3) %124, align 2, !dbg !33
  %254 = insertelement <1 x i16> poison, i16 %245, i64 0, !dbg !33
  store <1 x i16> %254, ptr addrspace(3) %125, align 2, !dbg !33
  %255 = insertelement <1 x i16> poison, i16 %232, i64 0, !dbg !33
  store <1 x i16> %255, ptr addrspace(3) %127, align 2, !dbg !33
  %256 = insertelement <1 x i16> poison, i16 %234, i64 0, !dbg !33
  store <1 x i16> %256, ptr addrspace(3) %129, align 2, !dbg !33
  %257 = insertelement <1 x i16> poison, i16 %236, i64 0, !dbg !33
  store <1 x i16> %257, ptr addrspace(3) %131, align 2, !dbg !33
  %258 = insertelement <1 x i16> poison, i16 %238, i64 0, !dbg !33
  store <1 x i16> %258, ptr addrspace(3) %133, align 2, !dbg !33
  %259 = insertelement <1 x i16> poison, i16 %240, i64 0, !dbg !33
  store <1 x i16> %259, ptr addrspace(3) %134, align 2, !dbg !33
  %260 = insertelement <1 x i16> poison, i16 %242, i64 0, !dbg !33
  store <1 x i16> %260, ptr addrspace(3) %135, align 2, !dbg !33
  %261 = insertelement <1 x i16> poison, i16 %244, i64 0, !dbg !33
  store <1 x i16> %261, ptr addrspace(3) %136, align 2, !dbg !33
  %262 = insertelement <1 x i16> poison, i16 %246, i64 0, !dbg !33
  store <1 x i16> %262, ptr addrspace(3) %137, align 2, !dbg !33
  %263 = icmp samesign ult i64 %189, %162, !dbg !34
  %264 = icmp samesign ult i64 %190, %162, !dbg !34
  %265 = icmp samesign ult i64 %191, %162, !dbg !34
  %266 = icmp samesign ult i64 %192, %162, !dbg !34
  %267 = icmp samesign ult i64 %193, %162, !dbg !34
  %268 = icmp samesign ult i64 %194, %162, !dbg !34
  %269 = icmp samesign ult i64 %195, %162, !dbg !34
  %270 = icmp samesign ult i64 %196, %162, !dbg !34
  %271 = and i1 %106, %263, !dbg !35
  %272 = and i1 %106, %264, !dbg !35
  %273 = and i1 %106, %265, !dbg !35
  %274 = and i1 %106, %266, !dbg !35
  %275 = and i1 %106, %267, !dbg !35
  %276 = and i1 %106, %268, !dbg !35
  %277 = and i1 %106, %269, !dbg !35
  %278 = and i1 %106, %270, !dbg !35
  %279 = trunc nuw nsw i64 %189 to i32, !dbg !36
  %280 = mul i32 %4, %279, !dbg !36
  %281 = trunc nuw nsw i64 %190 to i32, !dbg !36
  %282 = mul i32 %4, %281, !dbg !36
  %283 = trunc nuw nsw i64 %191 to i32, !dbg !36
  %284 = mul i32 %4, %283, !dbg !36
  %285 = trunc nuw nsw i64 %192 to i32, !dbg !36
  %286 = mul i32 %4, %285, !dbg !36
  %287 = trunc nuw nsw i64 %193 to i32, !dbg !36
  %288 = mul i32 %4, %287, !dbg !36
  %289 = trunc nuw nsw i64 %194 to i32, !dbg !36
  %290 = mul i32 %4, %289, !dbg !36
  %291 = trunc nuw nsw i64 %195 to i32, !dbg !36
  %292 = mul i32 %4, %291, !dbg !36
  %293 = trunc nuw nsw i64 %196 to i32, !dbg !36
  %294 = mul i32 %4, %293, !dbg !36
  %295 = sext i32 %280 to i64, !dbg !37
  %296 = sext i32 %282 to i64, !dbg !37
  %297 = sext i32 %284 to i64, !dbg !37
  %298 = sext i32 %286 to i64, !dbg !37
  %299 = sext i32 %288 to i64, !dbg !37
  %300 = sext i32 %290 to i64, !dbg !37
  %301 = sext i32 %292 to i64, !dbg !37
  %302 = sext i32 %294 to i64, !dbg !37
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %295, !dbg !37
  %gep32 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %296, !dbg !37
  %gep34 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %297, !dbg !37
  %gep36 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %298, !dbg !37
  %gep38 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %299, !dbg !37
  %gep40 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %300, !dbg !37
  %gep42 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %301, !dbg !37
  %gep44 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %302, !dbg !37
  %303 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %271) #6, !dbg !38
  %304 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep32, i1 %272) #6, !dbg !38
  %305 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep34, i1 %273) #6, !dbg !38
  %306 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep36, i1 %274) #6, !dbg !38
  %307 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep38, i1 %275) #6, !dbg !38
  %308 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep40, i1 %276) #6, !dbg !38
  %309 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep42, i1 %277) #6, !dbg !38
  %310 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep44, i1 %278) #6, !dbg !38
  %311 = insertelement <1 x i16> poison, i16 %303, i64 0, !dbg !38
  store <1 x i16> %311, ptr addrspace(3) %139, align 2, !dbg !38
  %312 = insertelement <1 x i16> poison, i16 %305, i64 0, !dbg !38
  store <1 x i16> %312, ptr addrspace(3) %140, align 2, !dbg !38
  %313 = insertelement <1 x i16> poison, i16 %307, i64 0, !dbg !38
  store <1 x i16> %313, ptr addrspace(3) %141, align 2, !dbg !38
  %314 = insertelement <1 x i16> poison, i16 %309, i64 0, !dbg !38
  store <1 x i16> %314, ptr addrspace(3) %142, align 2, !dbg !38
  %315 = insertelement <1 x i16> poison, i16 %304, i64 0, !dbg !38
  store <1 x i16> %315, ptr addrspace(3) %143, align 2, !dbg !38
  %316 = insertelement <1 x i16> poison, i16 %306, i64 0, !dbg !38
  store <1 x i16> %316, ptr addrspace(3) %144, align 2, !dbg !38
  %317 = insertelement <1 x i16> poison, i16 %308, i64 0, !dbg !38
  store <1 x i16> %317, ptr addrspace(3) %145, align 2, !dbg !38
  %318 = insertelement <1 x i16> poison, i16 %310, i64 0, !dbg !38
  store <1 x i16> %318, ptr addrspace(3) %146, align 2, !dbg !38
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !39
  %319 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, i64 %152, i64 %154, i1 true) #6, !dbg !39
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 0, !dbg !39
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 1, !dbg !39
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 2, !dbg !39
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 3, !dbg !39
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 4, !dbg !39
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 5, !dbg !39
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 6, !dbg !39
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 7, !dbg !39
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 8, !dbg !39
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 9, !dbg !39
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 10, !dbg !39
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 11, !dbg !39
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 12, !dbg !39
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 13, !dbg !39
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 14, !dbg !39
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %319, 15, !dbg !39
  %336 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, i64 %157, i64 %160, i1 true) #6, !dbg !39
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 0, !dbg !39
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 1, !dbg !39
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 2, !dbg !39
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 3, !dbg !39
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 4, !dbg !39
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 5, !dbg !39
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 6, !dbg !39
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 7, !dbg !39
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 8, !dbg !39
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 9, !dbg !39
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 10, !dbg !39
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 11, !dbg !39
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 12, !dbg !39
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 13, !dbg !39
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 14, !dbg !39
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %336, 15, !dbg !39
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !39
  %353 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #6, !dbg !39
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 0, !dbg !39
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 1, !dbg !39
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 2, !dbg !39
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 3, !dbg !39
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 4, !dbg !39
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 5, !dbg !39
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 6, !dbg !39
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 7, !dbg !39
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 8, !dbg !39
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 9, !dbg !39
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 10, !dbg !39
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 11, !dbg !39
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 12, !dbg !39
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 13, !dbg !39
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 14, !dbg !39
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %353, 15, !dbg !39
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %171, !dbg !27

._crit_edge:                                      ; preds = %171, %.._crit_edge_crit_edge
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %138, %171 ], !dbg !28
  %370 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %354, %171 ], !dbg !40
  %371 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %355, %171 ], !dbg !40
  %372 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %356, %171 ], !dbg !40
  %373 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %357, %171 ], !dbg !40
  %374 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %358, %171 ], !dbg !40
  %375 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %359, %171 ], !dbg !40
  %376 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %360, %171 ], !dbg !40
  %377 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %361, %171 ], !dbg !40
  %378 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %362, %171 ], !dbg !40
  %379 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %363, %171 ], !dbg !40
  %380 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %364, %171 ], !dbg !40
  %381 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %365, %171 ], !dbg !40
  %382 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %366, %171 ], !dbg !40
  %383 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %367, %171 ], !dbg !40
  %384 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %368, %171 ], !dbg !40
  %385 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %369, %171 ], !dbg !40
  %386 = and i1 %42, %106, !dbg !41
  %387 = and i1 %43, %106, !dbg !41
  %388 = and i1 %44, %106, !dbg !41
  %389 = and i1 %45, %106, !dbg !41
  %390 = and i1 %46, %106, !dbg !41
  %391 = and i1 %47, %106, !dbg !41
  %392 = and i1 %48, %106, !dbg !41
  %393 = and i1 %49, %106, !dbg !41
  %394 = and i1 %50, %106, !dbg !41
  %395 = and i1 %51, %106, !dbg !41
  %396 = and i1 %52, %106, !dbg !41
  %397 = and i1 %53, %106, !dbg !41
  %398 = and i1 %54, %106, !dbg !41
  %399 = and i1 %55, %106, !dbg !41
  %400 = and i1 %56, %106, !dbg !41
  %401 = and i1 %57, %106, !dbg !41
  %402 = mul i32 %4, %21, !dbg !42
  %403 = mul i32 %4, %22, !dbg !42
  %404 = mul i32 %4, %23, !dbg !42
  %405 = mul i32 %4, %24, !dbg !42
  %406 = mul i32 %4, %25, !dbg !42
  %407 = mul i32 %4, %26, !dbg !42
  %408 = mul i32 %4, %27, !dbg !42
  %409 = mul i32 %4, %28, !dbg !42
  %410 = mul i32 %4, %29, !dbg !42
  %411 = mul i32 %4, %30, !dbg !42
  %412 = mul i32 %4, %31, !dbg !42
  %413 = mul i32 %4, %32, !dbg !42
  %414 = mul i32 %4, %33, !dbg !42
  %415 = mul i32 %4, %34, !dbg !42
  %416 = mul i32 %4, %35, !dbg !42
  %417 = mul i32 %4, %36, !dbg !42
  %418 = sext i32 %402 to i64, !dbg !28
  %419 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %418, !dbg !28
  %420 = sext i32 %403 to i64, !dbg !28
  %421 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %420, !dbg !28
  %422 = sext i32 %404 to i64, !dbg !28
  %423 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %422, !dbg !28
  %424 = sext i32 %405 to i64, !dbg !28
  %425 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %424, !dbg !28
  %426 = sext i32 %406 to i64, !dbg !28
  %427 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %426, !dbg !28
  %428 = sext i32 %407 to i64, !dbg !28
  %429 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %428, !dbg !28
  %430 = sext i32 %408 to i64, !dbg !28
  %431 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %430, !dbg !28
  %432 = sext i32 %409 to i64, !dbg !28
  %433 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %432, !dbg !28
  %434 = sext i32 %410 to i64, !dbg !28
  %435 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %434, !dbg !28
  %436 = sext i32 %411 to i64, !dbg !28
  %437 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %436, !dbg !28
  %438 = sext i32 %412 to i64, !dbg !28
  %439 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %438, !dbg !28
  %440 = sext i32 %413 to i64, !dbg !28
  %441 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %440, !dbg !28
  %442 = sext i32 %414 to i64, !dbg !28
  %443 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %442, !dbg !28
  %444 = sext i32 %415 to i64, !dbg !28
  %445 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %444, !dbg !28
  %446 = sext i32 %416 to i64, !dbg !28
  %447 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %446, !dbg !28
  %448 = sext i32 %417 to i64, !dbg !28
  %449 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %448, !dbg !28
  %450 = getelementptr [4 x i8], ptr addrspace(1) %419, i64 %.pre-phi, !dbg !28
  %451 = getelementptr [4 x i8], ptr addrspace(1) %421, i64 %.pre-phi, !dbg !28
  %452 = getelementptr [4 x i8], ptr addrspace(1) %423, i64 %.pre-phi, !dbg !28
  %453 = getelementptr [4 x i8], ptr addrspace(1) %425, i64 %.pre-phi, !dbg !28
  %454 = getelementptr [4 x i8], ptr addrspace(1) %427, i64 %.pre-phi, !dbg !28
  %455 = getelementptr [4 x i8], ptr addrspace(1) %429, i64 %.pre-phi, !dbg !28
  %456 = getelementptr [4 x i8], ptr addrspace(1) %431, i64 %.pre-phi, !dbg !28
  %457 = getelementptr [4 x i8], ptr addrspace(1) %433, i64 %.pre-phi, !dbg !28
  %458 = getelementptr [4 x i8], ptr addrspace(1) %435, i64 %.pre-phi, !dbg !28
  %459 = getelementptr [4 x i8], ptr addrspace(1) %437, i64 %.pre-phi, !dbg !28
  %460 = getelementptr [4 x i8], ptr addrspace(1) %439, i64 %.pre-phi, !dbg !28
  %461 = getelementptr [4 x i8], ptr addrspace(1) %441, i64 %.pre-phi, !dbg !28
  %462 = getelementptr [4 x i8], ptr addrspace(1) %443, i64 %.pre-phi, !dbg !28
  %463 = getelementptr [4 x i8], ptr addrspace(1) %445, i64 %.pre-phi, !dbg !28
  %464 = getelementptr [4 x i8], ptr addrspace(1) %447, i64 %.pre-phi, !dbg !28
  %465 = getelementptr [4 x i8], ptr addrspace(1) %449, i64 %.pre-phi, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !43
  %466 = shl nuw nsw i32 %11, 5, !dbg !43
  %467 = insertelement <4 x i32> poison, i32 %466, i64 0, !dbg !43
  %468 = insertelement <4 x i32> %467, i32 %11, i64 1, !dbg !43
  %469 = shufflevector <4 x i32> %468, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 1>, !dbg !43
  %470 = and <4 x i32> %469, <i32 96, i32 12, i32 112, i32 12>, !dbg !43
  %471 = shl nuw nsw <4 x i32> %470, <i32 0, i32 1, i32 3, i32 9>, !dbg !43
  %472 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %471), !dbg !43
  %473 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %472, !dbg !43
  %474 = insertelement <2 x float> poison, float %370, i64 0, !dbg !43
  %475 = insertelement <2 x float> %474, float %372, i64 1, !dbg !43
  store <2 x float> %475, ptr addrspace(3) %473, align 8, !dbg !43
  %476 = getelementptr inbounds nuw i8, ptr addrspace(3) %473, i32 1024, !dbg !43
  %477 = insertelement <2 x float> poison, float %378, i64 0, !dbg !43
  %478 = insertelement <2 x float> %477, float %380, i64 1, !dbg !43
  store <2 x float> %478, ptr addrspace(3) %476, align 8, !dbg !43
  %479 = xor i32 %472, 8, !dbg !43
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %479, !dbg !43
  %481 = insertelement <2 x float> poison, float %371, i64 0, !dbg !43
  %482 = insertelement <2 x float> %481, float %373, i64 1, !dbg !43
  store <2 x float> %482, ptr addrspace(3) %480, align 8, !dbg !43
  %483 = getelementptr inbounds nuw i8, ptr addrspace(3) %480, i32 1024, !dbg !43
  %484 = insertelement <2 x float> poison, float %379, i64 0, !dbg !43
  %485 = insertelement <2 x float> %484, float %381, i64 1, !dbg !43
  store <2 x float> %485, ptr addrspace(3) %483, align 8, !dbg !43
  %486 = xor i32 %472, 16, !dbg !43
  %487 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %486, !dbg !43
  %488 = insertelement <2 x float> poison, float %374, i64 0, !dbg !43
  %489 = insertelement <2 x float> %488, float %376, i64 1, !dbg !43
  store <2 x float> %489, ptr addrspace(3) %487, align 8, !dbg !43
  %490 = getelementptr inbounds nuw i8, ptr addrspace(3) %487, i32 1024, !dbg !43
  %491 = insertelement <2 x float> poison, float %382, i64 0, !dbg !43
  %492 = insertelement <2 x float> %491, float %384, i64 1, !dbg !43
  store <2 x float> %492, ptr addrspace(3) %490, align 8, !dbg !43
  %493 = xor i32 %472, 24, !dbg !43
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %493, !dbg !43
  %495 = insertelement <2 x float> poison, float %375, i64 0, !dbg !43
  %496 = insertelement <2 x float> %495, float %377, i64 1, !dbg !43
  store <2 x float> %496, ptr addrspace(3) %494, align 8, !dbg !43
  %497 = getelementptr inbounds nuw i8, ptr addrspace(3) %494, i32 1024, !dbg !43
  %498 = insertelement <2 x float> poison, float %383, i64 0, !dbg !43
  %499 = insertelement <2 x float> %498, float %385, i64 1, !dbg !43
  store <2 x float> %499, ptr addrspace(3) %497, align 8, !dbg !43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !43
  %500 = shl nuw nsw i32 %11, 6, !dbg !43
  %501 = and i32 %500, 7168, !dbg !43
  %502 = shl nuw nsw i32 %11, 4, !dbg !43
  %503 = and i32 %502, 96, !dbg !43
  %504 = lshr exact i32 %12, 2, !dbg !43
  %505 = shl nuw nsw i32 %11, 3, !dbg !43
  %506 = and i32 %505, 8, !dbg !43
  %507 = and i32 %108, 16, !dbg !43
  %508 = or disjoint i32 %501, %503, !dbg !43
  %509 = xor i32 %504, %506, !dbg !43
  %510 = or disjoint i32 %508, %509, !dbg !43
  %511 = xor i32 %510, %507, !dbg !43
  %512 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %511, !dbg !43
  %513 = load <2 x i32>, ptr addrspace(3) %512, align 8, !dbg !43
  %514 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 128, !dbg !43
  %515 = load <2 x i32>, ptr addrspace(3) %514, align 8, !dbg !43
  %516 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 256, !dbg !43
  %517 = load <2 x i32>, ptr addrspace(3) %516, align 8, !dbg !43
  %518 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 384, !dbg !43
  %519 = load <2 x i32>, ptr addrspace(3) %518, align 8, !dbg !43
  %520 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 512, !dbg !43
  %521 = load <2 x i32>, ptr addrspace(3) %520, align 8, !dbg !43
  %522 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 640, !dbg !43
  %523 = load <2 x i32>, ptr addrspace(3) %522, align 8, !dbg !43
  %524 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 768, !dbg !43
  %525 = load <2 x i32>, ptr addrspace(3) %524, align 8, !dbg !43
  %526 = getelementptr inbounds nuw i8, ptr addrspace(3) %512, i32 896, !dbg !43
  %527 = load <2 x i32>, ptr addrspace(3) %526, align 8, !dbg !43
  %.extract = extractelement <2 x i32> %513, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %450, i1 %386) #6, !dbg !43
  %.extract16 = extractelement <2 x i32> %515, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract16, ptr addrspace(1) %451, i1 %387) #6, !dbg !43
  %.extract17 = extractelement <2 x i32> %513, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract17, ptr addrspace(1) %452, i1 %388) #6, !dbg !43
  %.extract18 = extractelement <2 x i32> %515, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract18, ptr addrspace(1) %453, i1 %389) #6, !dbg !43
  %.extract19 = extractelement <2 x i32> %517, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract19, ptr addrspace(1) %454, i1 %390) #6, !dbg !43
  %.extract20 = extractelement <2 x i32> %519, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract20, ptr addrspace(1) %455, i1 %391) #6, !dbg !43
  %.extract21 = extractelement <2 x i32> %517, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract21, ptr addrspace(1) %456, i1 %392) #6, !dbg !43
  %.extract22 = extractelement <2 x i32> %519, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract22, ptr addrspace(1) %457, i1 %393) #6, !dbg !43
  %.extract23 = extractelement <2 x i32> %521, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract23, ptr addrspace(1) %458, i1 %394) #6, !dbg !43
  %.extract24 = extractelement <2 x i32> %523, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract24, ptr addrspace(1) %459, i1 %395) #6, !dbg !43
  %.extract25 = extractelement <2 x i32> %521, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract25, ptr addrspace(1) %460, i1 %396) #6, !dbg !43
  %.extract26 = extractelement <2 x i32> %523, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract26, ptr addrspace(1) %461, i1 %397) #6, !dbg !43
  %.extract27 = extractelement <2 x i32> %525, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract27, ptr addrspace(1) %462, i1 %398) #6, !dbg !43
  %.extract28 = extractelement <2 x i32> %527, i64 0, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract28, ptr addrspace(1) %463, i1 %399) #6, !dbg !43
  %.extract29 = extractelement <2 x i32> %525, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract29, ptr addrspace(1) %464, i1 %400) #6, !dbg !43
  %.extract30 = extractelement <2 x i32> %527, i64 1, !dbg !43
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract30, ptr addrspace(1) %465, i1 %401) #6, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_acc", linkageName: "matmul_acc", scope: !1, file: !1, line: 262, type: !5, scopeLine: 262, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 266, column: 10, scope: !4)
!15 = !DILocation(line: 266, column: 34, scope: !4)
!16 = !DILocation(line: 267, column: 10, scope: !4)
!17 = !DILocation(line: 267, column: 34, scope: !4)
!18 = !DILocation(line: 43, column: 13, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: ".")
!21 = !DILocation(line: 270, column: 23, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 272, column: 63, scope: !4)
!24 = !DILocation(line: 272, column: 26, scope: !4)
!25 = !DILocation(line: 272, column: 22, scope: !4)
!26 = !DILocation(line: 273, column: 83, scope: !4)
!27 = !DILocation(line: 270, column: 5, scope: !4)
!28 = !DILocation(line: 275, column: 14, scope: !4)
!29 = !DILocation(line: 43, column: 12, scope: !19, inlinedAt: !21)
!30 = !DILocation(line: 271, column: 14, scope: !4)
!31 = !DILocation(line: 272, column: 83, scope: !4)
!32 = !DILocation(line: 272, column: 62, scope: !4)
!33 = !DILocation(line: 272, column: 14, scope: !4)
!34 = !DILocation(line: 273, column: 63, scope: !4)
!35 = !DILocation(line: 273, column: 62, scope: !4)
!36 = !DILocation(line: 273, column: 26, scope: !4)
!37 = !DILocation(line: 273, column: 22, scope: !4)
!38 = !DILocation(line: 273, column: 14, scope: !4)
!39 = !DILocation(line: 274, column: 15, scope: !4)
!40 = !DILocation(line: 269, column: 11, scope: !4)
!41 = !DILocation(line: 275, column: 82, scope: !4)
!42 = !DILocation(line: 275, column: 18, scope: !4)
!43 = !DILocation(line: 275, column: 5, scope: !4)
!44 = !DILocation(line: 262, column: 1, scope: !4)
